//! A light reading of Fluent source, before and beside the real parser.
//!
//! fluent-syntax parses a placeable inside a placeable (`{ { … } }`) and a call inside a call
//! (`{ F(G(…)) }`) by recursion, with no limit: 100,000 nested braces overflow the stack and
//! kill the program. [`too_deep`] finds the first brace or parenthesis nested deeper than a
//! limit, with its place, so that such a file is refused before it is parsed.
//!
//! The scan follows the parser closely enough never to count less than it nests: braces count
//! in text and in expressions, parentheses only in expressions (in text they are words), quoted
//! text in expressions is skipped, and the variants of a selection are text again. It starts
//! afresh where the parser must: at a comment line (`#` in the first column) and at a line that
//! starts an entry (`name =` or `-name =` in the first column), since nothing open before such a
//! line can go on past it (inside an expression `=` is never valid, so the parser gives up
//! there and starts again at an entry). After a syntax error the parser skips ahead and nests
//! nothing until the next entry, so counting more than it there is harmless.
//!
//! [`entries`] and [`refs`] give the place of each entry and of each reference, for errors
//! found on the parsed messages (which carry no positions).

/// What a reference points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefKind {
    Message,
    Term,
    Variable,
}

/// A reference written in an expression, with its byte offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ref {
    pub(crate) pos: usize,
    pub(crate) kind: RefKind,
    pub(crate) name: String,
    pub(crate) attr: Option<String>,
}

/// An entry (message or term) of a Fluent file: its id, and the bytes it spans.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub(crate) term: bool,
    pub id: String,
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// The 1-based line of its header.
    pub(crate) line: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Frame {
    /// `{ … }`; `variants`: inside the text of a selection's variant.
    Placeable { variants: bool },
    /// `( … )` of a function or term call.
    Call,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// The id of the entry whose header is the line at `i` (`name =` or `-name =`), and the offset
/// after its `=`.
fn entry_header(src: &[u8], i: usize) -> Option<(bool, usize, usize, usize)> {
    let term = src.get(i) == Some(&b'-');
    let start = i + usize::from(term);
    if !src.get(start).copied().is_some_and(is_ident_start) {
        return None;
    }
    let mut j = start;
    while j < src.len() && is_ident(src[j]) {
        j += 1;
    }
    let end = j;
    while j < src.len() && src[j] == b' ' {
        j += 1;
    }
    (src.get(j) == Some(&b'=')).then_some((term, start, end, j + 1))
}

/// Reads `src`, calling `on_open(offset, depth)` at each brace or parenthesis that opens and
/// `on_ref` at each reference; stops when `on_open` returns false.
fn scan(src: &str, mut on_open: impl FnMut(usize, usize) -> bool, mut on_ref: impl FnMut(Ref)) {
    let b = src.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        if line_start {
            line_start = false;
            if b[i] == b'#' {
                stack.clear();
                i = src[i..].find('\n').map_or(b.len(), |p| i + p);
                continue;
            }
            if let Some((_, _, _, after)) = entry_header(b, i) {
                stack.clear();
                i = after;
                continue;
            }
            if let Some(Frame::Placeable { variants: true }) = stack.last() {
                let first = b[i..].iter().position(|c| *c != b' ').map(|p| b[i + p]);
                if matches!(first, Some(b'[' | b'*' | b'}' | b'.')) {
                    stack.pop();
                    stack.push(Frame::Placeable { variants: false });
                }
            }
        }
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        let text_mode = matches!(
            stack.last(),
            None | Some(Frame::Placeable { variants: true })
        );
        if text_mode {
            match c {
                b'{' => {
                    stack.push(Frame::Placeable { variants: false });
                    if !on_open(i, stack.len()) {
                        return;
                    }
                }
                b'}' => {
                    stack.pop();
                }
                _ => {}
            }
            i += 1;
            continue;
        }
        match c {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if i < b.len() && b[i] == b'"' {
                    i += 1;
                }
                continue;
            }
            b'{' | b'(' => {
                stack.push(if c == b'{' {
                    Frame::Placeable { variants: false }
                } else {
                    Frame::Call
                });
                if !on_open(i, stack.len()) {
                    return;
                }
            }
            b')' if stack.last() == Some(&Frame::Call) => {
                stack.pop();
            }
            b'}' => {
                while let Some(f) = stack.pop() {
                    if f != Frame::Call {
                        break;
                    }
                }
            }
            b'[' => {
                while i < b.len() && b[i] != b']' && b[i] != b'\n' {
                    i += 1;
                }
                if let Some(Frame::Placeable { variants }) = stack.last_mut() {
                    *variants = true;
                }
            }
            b'$' | b'-' if b.get(i + 1).copied().is_some_and(is_ident_start) => {
                let kind = if c == b'$' {
                    RefKind::Variable
                } else {
                    RefKind::Term
                };
                let (r, end) = reference(src, i, i + 1, kind);
                on_ref(r);
                i = end;
                continue;
            }
            c if is_ident_start(c) => {
                let (r, end) = reference(src, i, i, RefKind::Message);
                // A function call (`NUMBER(`) or a named argument (`case: "x"`) is no message.
                let next = b[end..].iter().find(|c| **c != b' ').copied();
                if !matches!(next, Some(b'(' | b':')) {
                    on_ref(r);
                }
                i = end;
                continue;
            }
            b'0'..=b'9' => {
                while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// The reference whose sigil is at `pos` and whose name starts at `name_at`, and the offset
/// after it (its attribute included).
fn reference(src: &str, pos: usize, name_at: usize, kind: RefKind) -> (Ref, usize) {
    let b = src.as_bytes();
    let mut j = name_at;
    while j < b.len() && is_ident(b[j]) {
        j += 1;
    }
    let name = src[name_at..j].to_string();
    let mut attr = None;
    if kind != RefKind::Variable
        && b.get(j) == Some(&b'.')
        && b.get(j + 1).copied().is_some_and(is_ident_start)
    {
        let mut k = j + 1;
        while k < b.len() && is_ident(b[k]) {
            k += 1;
        }
        attr = Some(src[j + 1..k].to_string());
        j = k;
    }
    (
        Ref {
            pos,
            kind,
            name,
            attr,
        },
        j,
    )
}

/// The offset of the first brace or parenthesis nested deeper than `limit`, if any.
pub fn too_deep(src: &str, limit: usize) -> Option<usize> {
    let mut found = None;
    scan(
        src,
        |pos, depth| {
            if depth > limit {
                found = Some(pos);
                false
            } else {
                true
            }
        },
        |_| {},
    );
    found
}

/// Every reference written in `src`, in order.
pub fn refs(src: &str) -> Vec<Ref> {
    let mut out = Vec::new();
    scan(src, |_, _| true, |r| out.push(r));
    out
}

/// A line that starts in the first column with an entry's or a comment's first character: its
/// offset, its number, and (term?, id start, id end) when it is an entry's header.
type LineStart = (usize, usize, Option<(bool, usize, usize)>);

/// The entries of `src` in order: each from its header line to the next line that starts an
/// entry or a comment in the first column.
pub fn entries(src: &str) -> Vec<Entry> {
    let b = src.as_bytes();
    let mut starts: Vec<LineStart> = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < b.len() {
        if is_ident_start(b[i]) || b[i] == b'-' || b[i] == b'#' {
            let header = entry_header(b, i).map(|(t, s, e, _)| (t, s, e));
            starts.push((i, line, header));
        }
        i = src[i..].find('\n').map_or(b.len(), |p| i + p + 1);
        line += 1;
    }
    let mut out = Vec::new();
    for (k, (start, line, header)) in starts.iter().enumerate() {
        if let Some((term, s, e)) = header {
            let end = starts.get(k + 1).map_or(b.len(), |n| n.0);
            out.push(Entry {
                term: *term,
                id: src[*s..*e].to_string(),
                start: *start,
                end,
                line: *line,
            });
        }
    }
    out
}

/// The ids of the messages `src` defines (terms left out), in order: the ids of [`entries`],
/// without their places (a quick index of a file, nothing allocated).
pub(crate) fn message_ids(src: &str) -> impl Iterator<Item = &str> {
    let b = src.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            let at = i;
            i = src[i..].find('\n').map_or(b.len(), |p| i + p + 1);
            if let Some((false, s, e, _)) = entry_header(b, at) {
                return src.get(s..e);
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_ids_are_those_of_the_entries() {
        let src = "# c\na = x\n-t = y\n  b = not an entry\nc-d=\n    { a }\n\nä = z\ne = w";
        let ids: Vec<&str> = message_ids(src).collect();
        assert_eq!(ids, ["a", "c-d", "e"]);
        let from_entries: Vec<String> = entries(src)
            .into_iter()
            .filter(|e| !e.term)
            .map(|e| e.id)
            .collect();
        assert_eq!(ids, from_entries);
    }

    #[test]
    fn deep_braces_and_calls_are_found() {
        let deep = format!("a = {}", "{".repeat(100_000));
        assert_eq!(too_deep(&deep, 64), Some(4 + 64));
        let calls = format!("a = {{ {}", "NUMBER(".repeat(100));
        assert_eq!(too_deep(&calls, 64), Some(6 + 63 * 7 + 6));
        let terms = format!("a = {{ {}", "-t(".repeat(100));
        assert!(too_deep(&terms, 64).is_some());
    }

    #[test]
    fn text_parentheses_and_comments_do_not_count() {
        let text = format!(
            "a = {}\n# {}\nb = {{ \"{}\" }}\n",
            "(".repeat(100),
            "{".repeat(100),
            "{".repeat(100)
        );
        assert_eq!(too_deep(&text, 64), None);
    }

    #[test]
    fn unclosed_braces_do_not_add_up_across_entries() {
        let text = "a = { b\n".repeat(200);
        assert_eq!(too_deep(&text, 64), None);
    }

    #[test]
    fn a_new_line_inside_a_placeable_does_not_reset() {
        let text = format!("a = {}", "{\nF(\n".repeat(40));
        assert!(too_deep(&text, 64).is_some());
    }

    #[test]
    fn variants_are_text() {
        let text = "a = { $n ->\n    [one] one (x { b.attr })\n   *[other] { -t(case: \"x\") } (\n}\nc = d\n";
        let r = refs(text);
        let names: Vec<(&str, RefKind, Option<&str>)> = r
            .iter()
            .map(|r| (r.name.as_str(), r.kind, r.attr.as_deref()))
            .collect();
        assert_eq!(
            names,
            vec![
                ("n", RefKind::Variable, None),
                ("b", RefKind::Message, Some("attr")),
                ("t", RefKind::Term, None),
            ]
        );
        let e = entries(text);
        assert_eq!(e.len(), 2);
        assert_eq!(
            (e[1].id.as_str(), e[1].start),
            ("c", text.find("c = d").unwrap())
        );
        assert!(!e[0].term);
    }
}
