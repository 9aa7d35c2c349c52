# Problems with a file, shown after its place (path:line:col:).
file-error-not-found = no such file
file-error-permission = permission denied ({ $reason })
file-error-io = cannot read the file: { $reason }
file-error-is-folder = this is a folder, not a file
file-error-not-regular = not a regular file (a device, a pipe or a socket): layerlab reads only files
file-error-too-big = the file is larger than { $limit }, the largest layerlab reads
file-error-not-utf8 = the text is not valid UTF-8 from here (save the file as UTF-8)
file-error-too-deep = too deeply nested: layerlab reads brackets, parentheses and braces nested at most { $limit } deep
file-error-link-loop = this link leads back to a folder it is in: a loop, not followed
file-error-link-outside = this link leads outside the content folder (to { $target }): not followed
file-error-content-not-folder = not a folder (expected a folder holding lessons/ and locales/)
file-error-content-too-many = the content folder holds more than { $limit } files, the most layerlab reads
file-error-content-too-big = the content folder's files hold more than { $limit } together, the most layerlab reads
file-error-folder-too-deep = folders nest more than { $limit } deep here, the deepest layerlab reads

## RON files: where the problem is, what the place takes, what was found.
ron-at-place = { $place }: { $problem }
ron-place-field = in `{ $field }`
ron-place-item = in item { $n } of `{ $field }`
ron-place-top-item = in item { $n }
ron-eof = the file ends before this value is complete (is a parenthesis, a bracket or a quote left open?)
ron-expected-close = expected `{ $close }` to close the value, or a comma before the next one
ron-attribute = expected an attribute such as #![enable(implicit_some)]
ron-expected-comma = expected a comma between two values
ron-expected-colon = expected `:` between a name and its value
ron-string-open = this text has no closing quote (")
ron-number-underscore = a number cannot have `_` here
ron-wrong-name = expected `{ $expected }(…)` here, not `{ $found }`
ron-expected-named = expected `{ $name }(…)` here
ron-expected-field = expected a field name: { $names }
ron-expected-variant = expected one of { $names }
ron-expected-a-name = expected a name here
ron-bad-escape = this escape (after \) cannot be in text: use \n, \t, \", \\ or a \u escape
ron-out-of-range = { $found } is out of range: expected { $expected }
ron-bad-digit = `{ $digit }` is not a digit of a base { $base } number
ron-no-extension = there is no RON extension called `{ $name }`
ron-comment-open = this comment (/* …) is never closed with */
ron-comment-line = the file ends inside a // comment
ron-trailing = there is more after the end of the file's value (only comments may follow it)
ron-wrong-length = expected { $expected }, but there { $found ->
        [one] is 1 value
       *[other] are { $found } values
    }
ron-unknown-variant = `{ $found }` is not one of { $names }
ron-unknown-field = there is no field `{ $found }` here; the fields are { $names }
ron-did-you-mean = { $problem } (did you mean `{ $name }`?)
ron-missing-field = the field `{ $field }` is missing
ron-duplicate-field = the field `{ $field }` is given twice
ron-bad-name = `{ $name }` is not a valid name
ron-raw-name = `{ $name }` must be written r#{ $name }
ron-unexpected-char = unexpected `{ $char }`: expected { $expected }
ron-expected = expected { $expected }, found { $found }
ron-unreadable = this value cannot be read here: expected { $expected }
ron-found = `{ $text }`
ron-found-end = the end of the file
ron-expect-int = a whole number from { $min } to { $max }
ron-expect-float = a number (such as 1.5)
ron-expect-bool = true or false
ron-expect-char = one character in single quotes ('x')
ron-expect-str = text in double quotes ("…")
ron-expect-bytes = bytes in quotes (b"…")
ron-expect-unit = ()
ron-expect-option = a value, or None
ron-expect-list = a list in square brackets [ … ]
ron-expect-tuple = { $n ->
        [one] 1 value
       *[other] { $n } values
    } in parentheses ( … )
ron-expect-map = a table in braces {"{"} "name": value, … {"}"}
ron-expect-struct = values in parentheses ( … ) with the fields { $names }
ron-expect-enum = one of { $names }
ron-expect-field = a field name among { $names }
ron-expect-any = a value
ron-expect-pt = a number, or a form with a star as printed ("*", "1+*", "*+1", "2*")

## Fluent files: syntax errors.
ftl-expected-token = expected `{ $token }` here
ftl-expected-letter = expected a name starting with a letter (a to z, A to Z)
ftl-expected-digit = expected a digit
ftl-expected-newline = expected a new line here (each variant of a selection starts on its own line)
ftl-expected-range = expected one of { $range }
ftl-expected-message-field = the message `{ $id }` has neither a value nor attributes
ftl-expected-term-field = the term `-{ $id }` has no value
ftl-forbidden-callee = only functions written in capitals (such as NUMBER) can be called
ftl-missing-default = a selection needs a default variant, marked with *
ftl-missing-value = expected a value after `=`
ftl-multiple-defaults = a selection can have only one default variant (*)
ftl-message-selector = a message cannot select a variant
ftl-term-selector = a term cannot select a variant (only its attributes can)
ftl-message-attribute-selector = a message's attribute cannot select a variant
ftl-term-attribute-placeable = a term's attribute cannot be shown, only used to select a variant
ftl-string-open = this quoted text has no closing quote on its line
ftl-positional-after-named = unnamed arguments must come before named ones
ftl-duplicate-argument = the argument `{ $name }` is given twice
ftl-unknown-escape = `\{ $seq }` is not an escape Fluent knows (use \\, \" or a \u escape)
ftl-bad-unicode-escape = `{ $seq }` is not a valid Unicode escape
ftl-unbalanced-brace = this closing brace has no opening one
ftl-expected-inline = expected something to show inside the braces: a message, a -term, a $variable, a number or quoted text
ftl-expected-simple-selector = only a $variable, a number, quoted text or a function can select a variant
ftl-expected-literal = expected a number or quoted text
ftl-duplicate = `{ $id }` is defined twice (first at { $first })

# Why reading or writing a file failed, for the common causes (any other is said as the system says it).
io-storage-full = the disk is full
io-permission = permission denied
io-read-only = the file system is read-only
io-not-found = a folder on the way does not exist
io-not-a-folder = a part of the path is a file, not a folder
io-is-a-folder = this is a folder, not a file
