//! Text from files (ids, names, counter kinds, custom card text, Fluent messages of a user's
//! course) may hold control characters. Sent raw, they could move the cursor, clear the screen,
//! forge a line of output or change the terminal's title. Everything shown in a terminal goes
//! through [`terminal_safe`]: control characters other than newline and tab are written as
//! Rust escapes (`\u{1b}`), which a reader can see and no terminal acts on. So are the invisible
//! format characters ([`hidden`]): a bidirectional override in an id would make the rest of its
//! line read backwards, a zero-width space would make two names look the same.

use std::borrow::Cow;

/// Whether `c` must not reach a terminal as is: every control character (Unicode's Cc: C0, DEL,
/// C1) but newline and tab.
fn dangerous(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || hidden(c)
}

/// The invisible format characters that change how a line reads without showing: the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the
/// direction marks (U+200E, U+200F, U+061C), the zero widths (U+200B–U+200D, U+2060, U+FEFF)
/// and the line and paragraph separators (U+2028, U+2029).
pub(crate) fn hidden(c: char) -> bool {
    matches!(
        c,
        '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}'
            | '\u{200b}'..='\u{200f}'
            | '\u{061c}'
            | '\u{2060}'
            | '\u{feff}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// Whether `c`, in text from a file, must be escaped before it reaches a terminal: a control
/// character other than newline and tab, or a [`hidden`] one.
pub(crate) fn must_escape(c: char) -> bool {
    dangerous(c)
}

/// Whether `s` holds a control character (C0 but newline and tab when `keep_lines`, DEL, C1)
/// or a [`hidden`] one, found byte by byte: a report of many megabytes is scanned on its way out, and decoding each
/// character cost more than writing the text. C1 characters are U+0080 to U+009F, the bytes
/// C2 80 to C2 9F in UTF-8; a byte below 0x80 is the ASCII character itself. Each block of 64
/// bytes is first asked whether it may hold one (a test without branches, which the compiler
/// makes wide), and only such a block is looked at closely.
fn has_control(s: &str, keep_lines: bool) -> bool {
    const BLOCK: usize = 64;
    let b = s.as_bytes();
    let kept = |c: u8| keep_lines & ((c == b'\n') | (c == b'\t'));
    // The first byte of a [`hidden`] character: U+061C (D8), U+200B to U+206F (E2), U+FEFF (EF).
    let lead = |c: u8| (c == 0xD8) | (c == 0xE2) | (c == 0xEF);
    let exact = |i: usize, c: u8| {
        (c < 0x20 && !kept(c))
            || c == 0x7F
            || (c == 0xC2 && b.get(i + 1).is_some_and(|n| (0x80..=0x9F).contains(n)))
            || (lead(c)
                && s.get(i..)
                    .and_then(|r| r.chars().next())
                    .is_some_and(hidden))
    };
    // A short text (a name, an id) is looked at closely at once.
    if b.len() < BLOCK {
        return b.iter().enumerate().any(|(i, &c)| exact(i, c));
    }
    b.chunks(BLOCK).enumerate().any(|(k, block)| {
        let maybe = block.iter().fold(false, |acc, &c| {
            acc | ((c < 0x20) & !kept(c)) | (c == 0x7F) | (c == 0xC2) | lead(c)
        });
        maybe
            && block
                .iter()
                .enumerate()
                .any(|(j, &c)| exact(k * BLOCK + j, c))
    })
}

/// `s` with every control character but newline and tab written as `\u{..}`. Borrows when
/// there is nothing to escape (the common case costs one scan).
pub(crate) fn terminal_safe(s: &str) -> Cow<'_, str> {
    if !has_control(s, true) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if dangerous(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `s` made safe for a single line: as [`terminal_safe`], and newlines and tabs escaped too (an
/// id or a name must never start a new line of output).
pub(crate) fn one_line(s: &str) -> Cow<'_, str> {
    if !has_control(s, false) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || hidden(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// `s` as HTML text (an element's content or an attribute's value in double or single
/// quotes): escaped as for a terminal first ([`terminal_safe`]: control and invisible format
/// characters shown as `\u{..}`, so a name cannot hide or reorder text in a page either), then
/// `&`, `<`, `>`, `"` and `'` written as character references, so no text from a file can open
/// a tag, a script or an attribute.
pub(crate) fn html_safe(s: &str) -> Cow<'_, str> {
    let shown = terminal_safe(s);
    if !shown.contains(['&', '<', '>', '"', '\'']) {
        return shown;
    }
    let mut out = String::with_capacity(shown.len() + 16);
    for c in shown.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// JSON text with the control characters JSON itself leaves raw (DEL and C1, U+007F to U+009F)
/// escaped as `\u00XX`. serde_json already escapes U+0000 to U+001F; those characters only
/// occur inside strings, so the result is the same JSON value.
pub(crate) fn json_safe_string(json: &str) -> Cow<'_, str> {
    if !json.chars().any(|c| c.is_control_non_ascii_or_del()) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 8);
    for c in json.chars() {
        if c.is_control_non_ascii_or_del() {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

trait ControlExt {
    fn is_control_non_ascii_or_del(&self) -> bool;
}

impl ControlExt for char {
    fn is_control_non_ascii_or_del(&self) -> bool {
        ('\u{7f}'..='\u{9f}').contains(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte scan finds what the character scan finds, on every character below U+0800 and
    /// a few above, alone and between others.
    #[test]
    fn the_byte_scan_agrees_with_the_characters() {
        let chars = (0u32..0x800)
            .chain(0x2000..0x2070)
            .chain([0xA0, 0xFEFF, 0xFEFE, 0xEFFF, 0x1F600]);
        for c in chars.filter_map(char::from_u32) {
            // Across the end of a block of the scan.
            let cut = format!("{}{c}", "x".repeat(63));
            for s in [c.to_string(), format!("a{c}é"), format!("«{c}"), cut] {
                assert_eq!(
                    has_control(&s, true),
                    s.chars().any(dangerous),
                    "{:x}",
                    c as u32
                );
                assert_eq!(
                    has_control(&s, false),
                    s.chars().any(|c| c.is_control() || hidden(c)),
                    "{:x}",
                    c as u32
                );
            }
        }
    }

    #[test]
    fn invisible_format_characters_are_shown() {
        assert_eq!(terminal_safe("id\u{202e}txt.exe"), "id\\u{202e}txt.exe");
        assert_eq!(one_line("a\u{200b}b\u{2066}c"), "a\\u{200b}b\\u{2066}c");
        // French text keeps its no-break spaces.
        assert!(matches!(
            terminal_safe("Vol\u{a0}: «\u{a0}x\u{a0}»"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn plain_text_is_borrowed() {
        assert!(matches!(terminal_safe("Blood Moon\n\tÉ"), Cow::Borrowed(_)));
    }

    #[test]
    fn escapes_and_csi_are_shown() {
        assert_eq!(terminal_safe("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(
            terminal_safe("\u{9b}31m\u{7f}\r"),
            "\\u{9b}31m\\u{7f}\\u{d}"
        );
        assert_eq!(terminal_safe("x\ny\tz"), "x\ny\tz");
    }

    #[test]
    fn one_line_escapes_newlines() {
        assert_eq!(
            one_line("a\nAll 9 expectations hold."),
            "a\\nAll 9 expectations hold."
        );
    }

    #[test]
    fn html_text_cannot_open_a_tag_or_hide() {
        assert_eq!(
            html_safe("<script>alert('x')</script> & \"q\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"
        );
        assert_eq!(html_safe("a\u{1b}[2J\u{202e}b"), "a\\u{1b}[2J\\u{202e}b");
        assert!(matches!(
            html_safe("Forêt\u{a0}: «\u{a0}x\u{a0}»"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn json_c1_escaped() {
        let j = serde_json::to_string("a\u{1b}b\u{9b}c").unwrap();
        let safe = json_safe_string(&j);
        assert_eq!(safe, "\"a\\u001bb\\u009bc\"");
        let back: String = serde_json::from_str(&safe).unwrap();
        assert_eq!(back, "a\u{1b}b\u{9b}c");
    }
}
