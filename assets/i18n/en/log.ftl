# Log entries as sentences, what a Faction declared, card names, and why a
# change or a file was refused.

## What a change did

edit-move-pieces = moved { $count } { $piece } from { $from } to { $to }
edit-flip-active = Activated { $count } { $count ->
        [one] Guerrilla
       *[other] Guerrillas
    } in { $space }
edit-flip-underground = flipped { $count } { $count ->
        [one] Guerrilla
       *[other] Guerrillas
    } Underground in { $space }
edit-add-marker = placed a { $marker } marker in { $space }
edit-remove-marker = removed a { $marker } marker from { $space }
edit-move-marker = moved a { $marker } marker from { $from } to { $to }
edit-set-level = set { $space } to { $level }
edit-set-track = set { $track } to { $value }
edit-transfer = { $from } handed { $amount } { $amount ->
        [one] Resource
       *[other] Resources
    } to { $to }
edit-set-eligibility = marked { $faction } { $eligibility }
edit-next-card = revealed the next card
edit-place-gandhi = placed Gandhi, an Active Activist and a Protest in { $space } (setup)
edit-declare = { $faction } declared { $choice }
edit-special-starts = began the Special Activity
edit-special-ends = finished the Special Activity
edit-die-for = rolled { $value } for { $space }
edit-die = rolled { $value }
edit-phase = began { $phase } ({ $rule })
edit-reveal = revealed the next card; the players turned up { $card }
edit-first-cards = turned up { $current } as current card and { $upcoming } as upcoming
edit-seat-player = gave { $faction } to player { $player }
edit-seat-non-player = made { $faction } a non-player
edit-arjuna-shuffle = shuffled the Arjuna deck
edit-arjuna-draw = drew an Arjuna card for { $faction }
edit-arjuna-flip = flipped the Arjuna card
edit-arjuna-shown = turned up Arjuna card { $letters } from the table's own deck
edit-install-viceroy = made the Campaign card the new Viceroy
edit-done = finished the action
edit-done-accepted = finished the action, accepted as played: { $note }

## What a Faction declared

choice-pass = Pass
choice-operation = { $operation }
choice-limited = Limited { $operation }
choice-operation-with = { $operation } with { $special }
choice-event-unshaded = the unshaded Event of card { $card }
choice-event-shaded = the shaded Event of card { $card }

## Cards

card-event = Event { $number }
card-event-titled = Event { $number }: { $title }
card-campaign = Campaign ({ $viceroy })

## Why a change cannot be made

edit-error-not-enough-pieces = cannot move { $wanted } { $piece }: only { $there } there
edit-error-no-marker = there is no { $marker } marker there
edit-error-no-change = nothing would change
edit-error-deck-empty = the draw deck is empty
edit-error-no-campaign-card = no Campaign card is in the Current Card box
edit-error-card-not-unseen = { $card } is not among the cards still to come
edit-error-no-arjuna-card = the Arjuna deck holds no card of { $faction }; shuffle it after making the Faction a non-player
edit-error-no-arjuna-drawn = no Arjuna card has been drawn
edit-error-own-arjuna-deck = the table draws from its own Arjuna deck: say which card came up
edit-error-program-arjuna-deck = the program draws the Arjuna cards in this game
edit-error-arjuna-card-not-in-deck = Arjuna card { $letters } is not in the non-players' deck
edit-error-not-at-start = cards have been played already
edit-error-die-mismatch = the log has a die of { $logged } rolled by the program, but the game's seed gives { $rolled } there
edit-error-track-beyond-limit = { $value } is no place on the { $track } track: a track value lies between -{ $limit } and { $limit }

## Why a scenario cannot be set up

setup-error-unknown-scenario = no scenario is called { $asked }; choose one of: { $known }
setup-error-not-enough-event-cards = the deck needs { $needed } Event cards but the game has { $have }
setup-error-not-enough-campaign-cards = the deck needs { $needed } Campaign cards but the game has { $have }
setup-error-nothing-pending = no setup step is waiting for Gandhi to be placed
setup-error-space-has-protest = { $space } already holds a Protest marker and may hold only one (1.4.2)

## A saved game judged again on opening, and its seal

difference-line = stored: { $stored }; today: { $today }
difference-nothing = nothing
difference-finding = { $rule } { $message }
seal-intact = The log is sealed and intact: { $entries ->
        [one] its one entry is
       *[other] its { $entries } entries are
    } as written.
seal-not-sealed = This file was written before logs were sealed, so edits made to it by hand cannot be shown.
seal-header = The seal is broken: the game's setup (scenario, seed, seats or deck) was changed after it was written.
seal-altered = The seal is broken at entry { $entry }: it was changed after it was written.
seal-inserted = The seal is broken at entry { $entry }: { $count ->
        [one] an entry was
       *[other] { $count } entries were
    } added there by hand.
seal-removed = The seal is broken at entry { $entry }: { $count ->
        [one] an entry was
       *[other] { $count } entries were
    } removed just before it.
seal-removed-end = The seal is broken at the end: { $count ->
        [one] the last entry was
       *[other] the last { $count } entries were
    } removed.
seal-altered-or-removed = The seal is broken at entry { $entry }: it was changed, or entries just before it were removed.
seal-missing = The seal is broken: the entries carry their hashes, but the seal that closes the log was removed.
seal-closing-altered = The seal is broken: the seal that closes the log does not match its entries.
seal-stripped = The seal is broken: the file is of a version that seals every log, but its hashes and its seal were taken out, so nothing in it can be trusted to be as it was written.
seal-reordered = The seal is broken at entry { $entry }: from there, entries were put in another order after they were written.
replay-error-entry = log entry { $entry } cannot be replayed: { $error }
replay-error-unmarked = log entry { $entry } cannot be replayed: { $error }. The die of log entry { $unmarked } reads { $shows } and is not marked as rolled by the program, yet the log replays if the program rolled it (the seed gives { $seed } there): its mark was removed.

## Why a file could not be read or written.
file-cannot-read = cannot read { $file }: { $why }
file-too-large = { $file } is larger than { $limit } MiB; it is not a Gandhi Moderator file
file-not-text = { $file }:{ $line }:{ $column }: byte { $at } is not UTF-8 text; expected a YAML file
file-not-a-file = { $file } is { $kind }, not a regular file; it is neither read nor replaced
file-kind-fifo = a named pipe (FIFO)
file-kind-device = a device
file-kind-socket = a socket
file-kind-link = a symbolic link
file-kind-folder = a folder
file-kind-special = a special file
file-too-large-to-write = { $file } was not written: its { $bytes } bytes are more than the { $limit } MiB the program reads back
file-cannot-write = cannot write { $file }: { $why }
file-not-writable = cannot write { $file }: { $why }; it is left as it is
file-why-read-only = it is read-only (its owner may not write it)
file-why-no-permission = you have no permission to write it
file-is-an-input = cannot write { $file }: it is { $input }, the file being read, which is never written over; nothing was written
file-io-not-found = there is no such file or folder
file-io-permission = you have no permission
file-io-full = the disk is full
file-io-read-only-fs = the disk is read-only
file-io-name-too-long = the name is too long
file-io-other = the system says: { $system }
file-not-a-folder = cannot read { $file }: not a folder; --data names a folder laid out like data/
file-why-marked-read-only = it is read-only
file-reason-cannot-read = cannot be read: { $why }
file-reason-too-large = larger than { $limit } MiB; it is not a Gandhi Moderator file
file-reason-not-text = byte { $at } is not UTF-8 text; expected a YAML file
file-reason-not-a-file = this is { $kind }, not a regular file; it is not read
file-linked = this is not what the file should hold here; the file is a symbolic link to another file, so none of its text is shown
