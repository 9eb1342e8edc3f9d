//! The form for one side of an Arjuna card, entered box by box and drawn
//! as its flowchart.
