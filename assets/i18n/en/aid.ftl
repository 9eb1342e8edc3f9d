# The non-player aid forms: an Arjuna card side entered box by box.

## The form
aid-side-title = Arjuna card { $letters }, a { $faction } card
aid-intro = Copy the boxes of this side from the card in your hand, starting with the box read first.
aid-no-box-yet = No box yet: add the box the card reads first.
aid-add-check = Add a check
aid-add-operation = Add an Operation box
aid-add-special = Add a Special Activity box
aid-partial = The boxes entered are only part of the printed side
aid-move-up = Move up
aid-move-down = Move down
aid-delete-box = Delete this box
aid-remove = Remove
aid-choose = choose…
aid-unset = not chosen yet
aid-flowchart = The side as a flowchart
aid-box-name = Box { $number }
aid-box-title = Box { $number }: { $kind }
aid-type-check = check
aid-type-operation = Operation
aid-type-special = Special Activities

## Checks and their conditions
aid-condition = Condition
aid-condition-negated = Condition that must not hold
aid-condition-part = Condition { $number }
aid-remove-part = Remove condition { $number }
aid-add-part = Add a condition
aid-kind-crisis = India is in Crisis
aid-kind-gandhi-in-jail = Gandhi is in Jail
aid-kind-spaces = Enough spaces pass some rows
aid-kind-track = A track lies within bounds
aid-kind-available = Enough pieces are Available
aid-kind-not = The opposite of another condition
aid-kind-all = Every one of several conditions
aid-kind-any = At least one of several conditions
aid-add-row = Add a row
aid-row-number = Row { $number }
aid-remove-row = Remove row { $number }
aid-row-has-kind = has a piece of a kind
aid-row-lacks-kind = has no piece of a kind
aid-row-most-kind = the most of something
aid-row-least-kind = the least of something
aid-row-piece = piece
aid-row-measure = of
aid-at-least = at least
aid-at-most = at most
aid-spaces-count = { $count ->
        [one] space passes every row
       *[other] spaces pass every row
    }
aid-track = Track
aid-piece = Piece
aid-available = Available
aid-summary-condition-unset = Condition not chosen yet
aid-summary-condition-unfinished = Condition not finished yet

## Arrows
aid-yes-arrow = Yes (green arrow) leads to
aid-no-arrow = No (red arrow) leads to
aid-then-arrow = Then goes on to
aid-arrow-stop = Stop: the turn ends
aid-arrow-draw = Draw a new card
aid-arrow-flip = Flip the card over
aid-arrow-missing = a missing box ({ $id })
aid-end-stop = Stop
aid-end-draw = Draw
aid-end-flip = Flip
aid-summary-arrows = Yes: { $yes }. No: { $no }.
aid-summary-then = Then: { $then }.

## Operation boxes
aid-operation = Operation
aid-column = Column (in bold)
aid-activation = Activation Number
aid-activation-none = none printed
aid-activation-restraint = 0: equal to Restraint
aid-activation-clear = Remove the Activation Number
aid-steps = The steps as printed, for the players to read (optional)
aid-step = Step { $number }
aid-add-step = Add a step line
aid-summary-operation = { $operation }, column { $column }
aid-summary-activation = Activation Number: { $activation }
aid-summary-steps = { $count ->
        [one] one step line
       *[other] { $count } step lines
    }

## Special Activity boxes
aid-tries = Special Activities, tried in the card's order
aid-activity = Activity { $letter }
aid-raise-try = Try { $letter } earlier
aid-remove-try = Remove activity { $letter }
aid-add-try = Add an activity to try
aid-when = Only when
aid-always = always
aid-options = Options, in the card's order
aid-option = { $number }. { $option }
aid-add-option = Add an option
aid-try-column = Column
aid-no-column = none named
aid-summary-try = { $letter }: { $special }
aid-summary-options = options: { $options }
aid-summary-try-column = column { $column }
aid-summary-when = only when { $condition }

## What keeps a side from being saved
aid-problems = { $count ->
        [one] One problem keeps this side from being saved:
       *[other] { $count } problems keep this side from being saved:
    }
aid-problem-no-boxes = The side has no box yet.
aid-problem-duplicate-id = Box { $number } has the id of an earlier box ({ $id }).
aid-problem-no-condition = Box { $number }: choose what the check asks.
aid-problem-unfinished-condition = Box { $number }: a condition is unfinished (a kind still to choose, or a list with nothing in it).
aid-problem-missing-arrow = Box { $number }: { $arrow ->
        [yes] choose where the Yes arrow leads.
        [no] choose where the No arrow leads.
       *[then] choose where the box goes on to.
    }
aid-problem-no-such-box = Box { $number }: { $arrow ->
        [yes] the Yes arrow
        [no] the No arrow
       *[then] the box
    } leads to { $target }, which is not a box of this side.
aid-problem-no-operation = Box { $number }: choose the Operation.
aid-problem-foreign-operation = Box { $number }: { $operation } is not an Operation of this card's Faction.
aid-problem-no-column = Box { $number }: choose the column printed in bold for the Operation.
aid-problem-foreign-column = Box { $number }: the { $column } column is not in the table of this card's Faction.
aid-problem-no-tries = Box { $number }: add the Special Activities the box tries.
aid-problem-no-special = Box { $number }: choose activity { $letter }.
aid-problem-foreign-special = Box { $number }: { $special } is not a Special Activity of this card's Faction.
aid-problem-foreign-option = Box { $number }: the option { $option } is not one that { $special } can take.
aid-problem-activation-not-revolutionaries = Box { $number }: only the Revolutionaries' cards print an Activation Number.
aid-problem-activation-value = Box { $number }: an Activation Number is 0, 2 or 3, not { $value }.
