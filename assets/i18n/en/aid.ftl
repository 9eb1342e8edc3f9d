# The non-player aid forms: an Arjuna card side entered box by box.
