# The command line's help (src/cli/help_text.rs): each command's description
# (cli-help-COMMAND, "app" for layerlab itself), each argument's help (cli-help-COMMAND-ARG,
# else cli-help-arg-ARG, shared by the commands), clap's headings and its own parts.

cli-help-usage = Usage:
cli-help-commands = Commands:
cli-help-arguments = Arguments:
cli-help-options = Options:
cli-help-command-value = COMMAND
cli-help-default = [default: { $value }]
cli-help-values = [possible values: { $values }]

cli-help-arg-help = Print help
cli-help-arg-help-more = Print help (see more with '--help')
cli-help-arg-help-summary = Print help (see a summary with '-h')
cli-help-arg-version = Print version
cli-help-arg-lang = The language (default: the one chosen last in the app, else the system locale, else English)
cli-help-arg-content = A content folder (with lessons/ and locales/) instead of the built-in course

cli-help-app = Learn and explore Magic's layer system (CR 613/611) and phase-effect priority
cli-help-app-lang = The language of the app (default: the one chosen last in the app, else the system locale, else English)
cli-help-app-theme = The color theme (default: mono when NO_COLOR is set, else the one chosen last, else dark)
cli-help-app-progress = The progress file (default: layerlab/progress.json in the user's data directory)
cli-help-app-config = The configuration file: keys, theme, language, mouse (default: layerlab/config.toml in the user's settings directory)
cli-help-app-no-mouse = Leave the mouse to the terminal (text selection) instead of scrolling with the wheel
cli-help-app-present = For a projector: one large pane, a big header for the current step, more space
cli-help-app-plain = Print plain lines instead of drawing (screen readers): read commands from standard input (`help` lists them)

cli-help-solve = Compute the board of a layer scenario and print every effect application
cli-help-solve-file = The scenario file (RON)
cli-help-solve-format = The output: text (the board and every application), md (the same in Markdown, for notes and handouts) or json (for scripts: English names and values)
cli-help-solve-numbering = `current` labels layers as today's rules (7c counters, 7d switch); `course` as the 2011 course (7d counters, 7e switch)

cli-help-phase = Run a phase-effect or chain scenario and print its trace
cli-help-phase-file = The phase or chain scenario file (RON)
cli-help-phase-format = The output: trace (the procedure in compact notation, then what resolved and what lapsed), text (each step explained in words) or json (rounds, steps, resolved and lapsed effects, for scripts)

cli-help-check = Validate the course content (lessons, scenarios, questions, messages)
cli-help-check-lang = The language of the report (default: the one chosen last in the app, else the system locale, else English)

cli-help-lesson = Print a lesson as plain text, questions and answers included
cli-help-lesson-number = The lesson number (1, 2, ...)
cli-help-lesson-questions = A worksheet: the questions without their answers
cli-help-lesson-answers-at-end = The answers in a key after the last page, not under each question

cli-help-drill = Practise on generated exam problems (answers on stdin, one per line)
cli-help-drill-seed = The seed: the same seed gives the same problems (default: from the clock, and printed)
cli-help-drill-concept = Only this concept (layer7, locked-dynamic, cda-setting, dependency-type, dependency-ability, keeps-going, copy-face-down, control, timestamps, phase, chain)
cli-help-drill-count = How many problems (the session also ends at the end of input)
cli-help-drill-exam = A mock exam: level 1 (layer 7 only) or level 2 (all layers), timed
cli-help-drill-progress = The spaced-repetition file (JSON): due questions come first, answers are recorded

cli-help-card = Read a card's printed type line and rules text, and show how layerlab understands it
cli-help-card-type-line = The type line as printed ("Creature — Elf"; " - " or "--" for the dash)
cli-help-card-text = The rules text, one ability a line (default: read from standard input)
cli-help-card-type-line-fr = The type line as printed in French ("Créature : Elfe"); with --type-line, both must agree
cli-help-card-text-fr = The rules text as printed in French, one ability a line (read from standard input when only French is given); with --text, both must agree
cli-help-card-name = The card's name (its text may name the card by it)
cli-help-card-name-fr = The card's French name (its French text may name the card by it)
cli-help-card-pt = Printed power and toughness ("2/2", "*/1+*")

cli-help-completions = Print a script that completes layerlab's commands and options in a shell
cli-help-completions-shell = The shell the script is for

cli-help-man = Print layerlab's manual page (roff), every command and option in one page

cli-help-config = Check the configuration file (keys, theme, language, mouse), or print the default one
cli-help-config-default = Print the default configuration file (every screen's actions and keys, commented)
cli-help-config-config = The configuration file (default: layerlab/config.toml in the user's settings directory)
cli-help-config-lang = The language of the messages and comments

cli-help-help = Print this message or the help of the given commands
cli-help-help-subcommand = Print help for the given commands

cli-help-slides = Write a step-through as a slide deck: one self-contained HTML page, a slide per step and per question, for a projector or a printed handout
cli-help-slides-file = A layer scenario, or a phase or chain scenario (RON)
cli-help-slides-output = The HTML file to write (replaced whole, never written through a link)
cli-help-slides-lesson = A lesson of the course instead of a file: its boards' steps and its questions
cli-help-slides-page = Only this page of the lesson (1, 2, ...)
cli-help-slides-theme = The colors the deck opens with (default: the reader's system setting); T changes them
