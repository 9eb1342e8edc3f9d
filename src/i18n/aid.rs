//! The non-player aid forms in words (`aid.ftl`).
