# The worked answer of a computed question (src/content/course/worked.rs) and its check.

worked-no-change = applies to it; nothing changes
worked-did-not-apply = did not apply ({ $why })
worked-not-in-set = does not apply to it: its set holds { $others } only
worked-not-in-set-none = does not apply to it: its set holds no object
worked-source-changed = changes the source of an effect above, { $source }: { $change }
content-worked-empty = question "{ $id }": its worked answer would be empty: no step of the board decides what is asked about "{ $object }"
worked-not-in-locked-set = does not apply to it: its set was fixed when it began (611.2c) and holds { $others } only
worked-not-in-locked-set-none = does not apply to it: its set was fixed when it began (611.2c) and holds no object
worked-ahead = applies ahead of an effect above, which depends on it
