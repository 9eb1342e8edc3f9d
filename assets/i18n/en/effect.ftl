# The Event effect form: one side of an Event card entered as steps the
# checks follow (docs/event-effects.md).

## The form
effect-window = Event text as steps
effect-title = Card { $number }, { $side ->
        [shaded] shaded text
       *[unshaded] unshaded text
    }
effect-intro = Enter what this side of your card does, step by step, in the order its text gives. Each field offers only what the program can follow.
effect-add-step = Add a step
effect-choose = choose…
effect-complete = These steps are the card's whole text
effect-complete-hint = Tick this only when the text on this side does nothing but these steps.
effect-no-step-yet = No step yet: add the step the text gives first.
effect-step-title = Step { $number }: { $kind }
effect-move-up = Move up
effect-move-down = Move down
effect-delete-step = Delete this step
effect-kind = Kind of step
effect-kind-add-marker = place Unrest markers
effect-kind-remove = remove pieces
effect-kind-shift = shift the selected spaces
effect-kind-arrest-gandhi = arrest Gandhi
effect-marker = Marker: Unrest (a Strike on a Railway)
effect-spaces = Spaces
effect-spaces-number = Number of spaces
effect-exactly = exactly
effect-up-to = up to
effect-total = Pieces in all
effect-total-any = as many as the spaces hold
effect-total-number = Number of pieces
effect-pieces = Pieces
effect-pieces-all-of-one-faction = every piece of one Faction
effect-pieces-guerrillas = Guerrillas
effect-pieces-bases = Bases
effect-where-protest = only spaces with a Protest marker
effect-where-muslim = only Muslim spaces
effect-among-selected = only among the spaces an earlier step selected
effect-activists-to = Gandhi and Activists go to
effect-to-available = Available (the text says they are removed)
effect-to-jail = Jail (the text says they are arrested)
effect-levels = Levels
effect-towards = Towards
effect-towards-active-support = Active Support
effect-towards-active-opposition = Active Opposition
effect-nothing-to-choose = This step has nothing to choose.
effect-said-heading = What the program will follow
effect-limits-heading = What these steps cannot say
effect-limits = The steps can place Unrest, remove Guerrillas, Bases or every piece of one Faction, shift the spaces chosen towards Active Support or Active Opposition, and arrest Gandhi, with the counts and conditions offered here, and nothing else. If the text on this side does anything more (places or moves other pieces, changes a track or Resources, calls for a die, or leaves a choice this form does not offer), leave the box for the whole text unticked, or leave this side without steps: the program then checks the Event by the general rules for every Event (5.1), and says so.
effect-remove-side = Remove this side's steps
effect-remove-side-hint = This side goes back to the general rules for every Event (5.1).
effect-problems = { $count ->
        [one] One thing keeps these steps from being saved:
       *[other] { $count } things keep these steps from being saved:
    }
effect-problem-no-steps = There is no step yet: add one, or remove this side's steps.
effect-problem-nothing-selected = Step { $number } acts on the selected spaces, but no step before it selects any: put a step that places Unrest or removes pieces before it.

## Opening the form
effect-open-unshaded = Unshaded text as steps…
effect-open-shaded = Shaded text as steps…
effect-open-hint = Enter this side of your card as steps, so that the program follows its Event step by step.
effect-open-bundled = The program's own data already holds this side as steps, from the rulebook.
effect-open-this-side = Enter this side's text as steps…

## What the steps will do
effect-say-spaces = { $how ->
        [exactly] { $count ->
            [one] exactly one space
           *[other] exactly { $count } spaces
        }
       *[up-to] { $count ->
            [one] up to one space
           *[other] up to { $count } spaces
        }
    }
effect-say-add-marker = Choose { $spaces } and place one Unrest marker in each (a Strike marker on a Railway, 5.1.4). They become the selected spaces.
effect-say-remove = Choose { $spaces } and remove { $pieces ->
        [all-of-one-faction] every piece of one Faction, which the executing Faction picks,
        [guerrillas] Guerrillas
       *[bases] Bases
    } from them. The spaces they come from become the selected spaces.
effect-say-remove-among = Among the selected spaces, choose { $spaces } and remove { $pieces ->
        [all-of-one-faction] every piece of one Faction, which the executing Faction picks,
        [guerrillas] Guerrillas
       *[bases] Bases
    } from them.
effect-say-total = { $how ->
        [exactly] { $count ->
            [one] Exactly one piece goes in all.
           *[other] Exactly { $count } pieces go in all.
        }
       *[up-to] { $count ->
            [one] No more than one piece goes in all.
           *[other] No more than { $count } pieces go in all.
        }
    }
effect-say-where-protest = Each space chosen must have had a Protest marker before the Event.
effect-say-where-muslim = Each space chosen must be a Muslim space (1.3.3).
effect-say-to-jail = Gandhi and Activists taken go to Jail: they are arrested (5.1.3).
effect-say-to-available = Gandhi and Activists taken go to Available: they are removed (5.1.3).
effect-say-shift = Shift each selected space { $levels ->
        [one] one level
       *[other] { $levels } levels
    } towards { $towards }, stopping at the end of the scale; a Railway does not shift.
effect-say-arrest = Arrest Gandhi if he is on the map: he goes to Jail (5.1.3), with none of the Restraint shift or Protests that an arrest brings during a Raj action (5.1.4).
effect-say-as-far-as-possible = Where the table has fewer spaces or pieces than a step names, the Event does as much as it can (5.1.2).
effect-say-complete = These steps are the whole text on this side: any other change the Event makes is reported as not part of it, and a non-player carries the Event out by these steps (8.8.4).
effect-say-partial = These steps are only part of the text: they are checked, the rest is not judged and a warning says so, and a non-player's Event on this side is left to the players, who carry out the printed text (8.8.4).
