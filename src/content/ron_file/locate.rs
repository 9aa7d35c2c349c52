//! Where things are in a RON file, for errors found after it was parsed (an unknown card, a
//! step past the end of a trace). The text is read the way RON reads it: `//` and nested `/* */`
//! comments are skipped, strings, raw strings (`r#"…"#`) and characters are tokens of their own,
//! so a name quoted in a comment is never taken for the value. [`Doc`] is a light tree of the
//! file's values with their positions; [`Node::get`] and [`Node::index`] walk it the way the
//! file's structure goes (a field, the n-th element), so an error points at the right item.
//!
//! The tree is built without recursion (an explicit stack), so a hostile file cannot exhaust the
//! stack here either; it is forgiving (a file that RON refused still gives the values it has).

use std::cell::OnceCell;

use crate::content::limits::{LineIndex, line_col};

/// One token of RON text, with its byte offset.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Open(u8),
    Close,
    Comma,
    Colon,
    Ident(String),
    /// A string literal, its escapes decoded.
    Str(String),
    /// A number, a character or anything else that is one value.
    Atom,
}

/// The tokens of RON text, one at a time (a deep or long file costs no memory to scan).
struct Lexer<'a> {
    text: &'a str,
    i: usize,
}

fn lex(text: &str) -> Lexer<'_> {
    Lexer { text, i: 0 }
}

impl Iterator for Lexer<'_> {
    type Item = (usize, Tok);

    fn next(&mut self) -> Option<(usize, Tok)> {
        let text = self.text;
        let b = text.as_bytes();
        let mut i = self.i;
        let mut out = None;
        while i < b.len() && out.is_none() {
            let c = b[i];
            let start = i;
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => i += 1,
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    i = text[i..].find('\n').map_or(b.len(), |p| i + p);
                }
                b'/' if b.get(i + 1) == Some(&b'*') => i = block_comment_end(text, i),
                b'(' | b'[' | b'{' => {
                    out = Some((i, Tok::Open(c)));
                    i += 1;
                }
                b')' | b']' | b'}' => {
                    out = Some((i, Tok::Close));
                    i += 1;
                }
                b',' => {
                    out = Some((i, Tok::Comma));
                    i += 1;
                }
                b':' => {
                    out = Some((i, Tok::Colon));
                    i += 1;
                }
                b'"' => {
                    let (value, end) = quoted(text, i + 1);
                    out = Some((start, Tok::Str(value)));
                    i = end;
                }
                b'\'' => {
                    i = char_end(text, i + 1);
                    out = Some((start, Tok::Atom));
                }
                b'#' => i = attribute_end(text, i),
                b'r' | b'b' if raw_string_start(text, i).is_some() => {
                    let (open, hashes) = raw_string_start(text, i).unwrap_or((i, 0));
                    let (value, end) = raw_string(text, open, hashes);
                    out = Some((start, Tok::Str(value)));
                    i = end;
                }
                b'b' if b.get(i + 1) == Some(&b'"') => {
                    let (value, end) = quoted(text, i + 2);
                    out = Some((start, Tok::Str(value)));
                    i = end;
                }
                _ => {
                    let ch = text[i..].chars().next().unwrap_or(' ');
                    if ch.is_alphabetic() || ch == '_' {
                        // `r#name` is a raw identifier.
                        let from = if text[i..].starts_with("r#") {
                            i + 2
                        } else {
                            i
                        };
                        let len: usize = text[from..]
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .map(char::len_utf8)
                            .sum();
                        out = Some((start, Tok::Ident(text[from..from + len].to_string())));
                        i = from + len.max(1);
                    } else if ch.is_ascii_digit() || matches!(ch, '-' | '+' | '.') {
                        let len: usize = text[i..]
                            .chars()
                            .take_while(|c| {
                                c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '+')
                            })
                            .map(char::len_utf8)
                            .sum();
                        out = Some((start, Tok::Atom));
                        i += len.max(1);
                    } else {
                        i += ch.len_utf8();
                    }
                }
            }
        }
        self.i = i;
        out
    }
}

/// The end of the (nested) block comment starting at `i`.
fn block_comment_end(text: &str, mut i: usize) -> usize {
    let b = text.as_bytes();
    let mut depth = 0usize;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            depth += 1;
            i += 2;
        } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
            depth = depth.saturating_sub(1);
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    b.len()
}

/// The end of `#![...]` or `#[...]` starting at `i`.
fn attribute_end(text: &str, i: usize) -> usize {
    let b = text.as_bytes();
    let mut j = i + 1;
    let mut depth = 0usize;
    while j < b.len() {
        match b[j] {
            b'[' | b'(' => depth += 1,
            b']' | b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return j + 1;
                }
            }
            b'\n' if depth == 0 => return j,
            _ => {}
        }
        j += 1;
    }
    b.len()
}

/// A string body starting at `i` (after the opening quote): its decoded value and the offset
/// after the closing quote.
fn quoted(text: &str, i: usize) -> (String, usize) {
    let mut value = String::new();
    let mut chars = text[i..].char_indices();
    while let Some((k, c)) = chars.next() {
        match c {
            '"' => return (value, i + k + 1),
            '\\' => match chars.next() {
                Some((_, 'n')) => value.push('\n'),
                Some((_, 't')) => value.push('\t'),
                Some((_, 'r')) => value.push('\r'),
                Some((_, '0')) => value.push('\0'),
                Some((_, 'u')) => {
                    let rest = &text[i + k + 2..];
                    if let Some(body) = rest.strip_prefix('{')
                        && let Some(end) = body.find('}')
                    {
                        if let Some(ch) = u32::from_str_radix(&body[..end], 16)
                            .ok()
                            .and_then(char::from_u32)
                        {
                            value.push(ch);
                        }
                        for _ in 0..end + 2 {
                            chars.next();
                        }
                    }
                }
                Some((_, 'x')) => {
                    let hex: String = text[i + k + 2..].chars().take(2).collect();
                    if let Ok(n) = u8::from_str_radix(&hex, 16) {
                        value.push(char::from(n));
                    }
                    chars.next();
                    chars.next();
                }
                Some((_, '\n')) => {
                    // A line continuation: the newline and the next line's indentation go.
                    let rest = &text[i + k + 2..];
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in rest[..skip].chars() {
                        chars.next();
                    }
                }
                Some((_, other)) => value.push(other),
                None => break,
            },
            c => value.push(c),
        }
    }
    (value, text.len())
}

/// Whether a raw string (`r"`, `r#"`, `br"`) starts at `i`: the offset of its opening quote and
/// its number of `#`.
fn raw_string_start(text: &str, i: usize) -> Option<(usize, usize)> {
    let rest = &text[i..];
    let rest = rest.strip_prefix('b').unwrap_or(rest);
    let after_r = rest.strip_prefix('r')?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    after_r[hashes..]
        .starts_with('"')
        .then(|| (text.len() - after_r.len() + hashes, hashes))
}

fn raw_string(text: &str, open: usize, hashes: usize) -> (String, usize) {
    let close = format!("\"{}", "#".repeat(hashes));
    let body = open + 1;
    match text[body..].find(&close) {
        Some(p) => (text[body..body + p].to_string(), body + p + close.len()),
        None => (text[body..].to_string(), text.len()),
    }
}

/// The offset after a character literal whose body starts at `i`.
fn char_end(text: &str, i: usize) -> usize {
    let mut chars = text[i..].char_indices();
    let mut escaped = false;
    for (k, c) in chars.by_ref() {
        match c {
            '\\' if !escaped => escaped = true,
            '\'' if !escaped => return i + k + 1,
            '\n' => return i + k,
            _ => escaped = false,
        }
    }
    text.len()
}

/// What a value is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Kind {
    /// `Name(...)` or `(...)`: a struct, a tuple, an enum variant with data.
    Parens,
    /// `[...]`.
    List,
    /// `{...}`: children alternate key, value.
    Map,
    /// A string, decoded.
    Str(String),
    /// A name on its own (`true`, `None`, a unit variant).
    Ident(String),
    /// A number or a character.
    Atom,
}

#[derive(Clone, Debug)]
struct NodeData {
    kind: Kind,
    /// Where the value starts (its name, for `Name(...)`).
    start: usize,
    /// (field name, node) in order; the field is `None` for positional values.
    children: Vec<(Option<String>, usize)>,
    /// The positional values among `children`, in order: the n-th is found at once, so a
    /// reader that places each element of a long list in turn stays linear.
    positional: Vec<usize>,
}

/// Adds a value to container `top` (under the pending field name, if any); returns its id.
fn add(
    nodes: &mut Vec<NodeData>,
    key: &mut Option<String>,
    top: usize,
    start: usize,
    kind: Kind,
) -> usize {
    nodes.push(NodeData {
        kind,
        start,
        children: Vec::new(),
        positional: Vec::new(),
    });
    let id = nodes.len() - 1;
    let key = key.take();
    if key.is_none() {
        nodes[top].positional.push(id);
    }
    nodes[top].children.push((key, id));
    id
}

/// A RON file's values with their places.
#[derive(Clone, Debug)]
pub(crate) struct Doc<'t> {
    text: &'t str,
    nodes: Vec<NodeData>,
    /// Made the first time a place is asked.
    lines: OnceCell<LineIndex>,
}

impl<'t> Doc<'t> {
    /// Reads the values of `text` (never fails: what cannot be read is left out).
    pub(crate) fn parse(text: &'t str) -> Doc<'t> {
        let mut toks = lex(text).peekable();
        let mut nodes = vec![NodeData {
            kind: Kind::Parens,
            start: 0,
            children: Vec::new(),
            positional: Vec::new(),
        }];
        let mut stack = vec![0usize];
        let mut key: Option<String> = None;
        while let Some((pos, tok)) = toks.next() {
            let next = toks.peek().map(|t| &t.1);
            let top = *stack.last().unwrap_or(&0);
            match &tok {
                Tok::Ident(name)
                    if next == Some(&Tok::Colon) && nodes[top].kind == Kind::Parens =>
                {
                    key = Some(name.clone());
                    toks.next();
                    continue;
                }
                Tok::Ident(_) if next == Some(&Tok::Open(b'(')) => {
                    let id = add(&mut nodes, &mut key, top, pos, Kind::Parens);
                    stack.push(id);
                    toks.next();
                    continue;
                }
                Tok::Ident(name) => {
                    add(&mut nodes, &mut key, top, pos, Kind::Ident(name.clone()));
                }
                Tok::Open(c) => {
                    let kind = match c {
                        b'[' => Kind::List,
                        b'{' => Kind::Map,
                        _ => Kind::Parens,
                    };
                    let id = add(&mut nodes, &mut key, top, pos, kind);
                    stack.push(id);
                }
                Tok::Close => {
                    if stack.len() > 1 {
                        stack.pop();
                    }
                }
                Tok::Str(s) => {
                    add(&mut nodes, &mut key, top, pos, Kind::Str(s.clone()));
                }
                Tok::Atom => {
                    add(&mut nodes, &mut key, top, pos, Kind::Atom);
                }
                Tok::Comma | Tok::Colon => {}
            }
        }
        Doc {
            text,
            nodes,
            lines: OnceCell::new(),
        }
    }

    /// The file's top value (the first one).
    pub(crate) fn root(&self) -> Node<'_, 't> {
        let first = self.nodes[0].children.first().map_or(0, |c| c.1);
        Node {
            doc: self,
            id: first,
        }
    }

    /// (line, col) of byte `pos`.
    pub(crate) fn line_col(&self, pos: usize) -> (usize, usize) {
        self.lines
            .get_or_init(|| LineIndex::new(self.text))
            .line_col(self.text, pos)
    }

    /// Every string literal outside comments, in order, with its offset.
    pub(crate) fn literals(&self) -> impl Iterator<Item = (usize, &str)> {
        self.nodes.iter().filter_map(|n| match &n.kind {
            Kind::Str(s) => Some((n.start, s.as_str())),
            _ => None,
        })
    }
}

/// How many values the look-ups of this thread have read, so that a test can tell that a reader
/// reads each value of a long list a bounded number of times (a count, not a clock).
#[cfg(test)]
pub(crate) mod work {
    use std::cell::Cell;

    thread_local!(static READ: Cell<usize> = const { Cell::new(0) });

    pub(crate) fn add(n: usize) {
        READ.with(|r| r.set(r.get().saturating_add(n)));
    }

    /// The count so far, set back to 0.
    pub(crate) fn take() -> usize {
        READ.with(|r| r.replace(0))
    }
}

/// A value of a [`Doc`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<'d, 't> {
    doc: &'d Doc<'t>,
    id: usize,
}

impl<'d, 't> Node<'d, 't> {
    fn data(&self) -> &'d NodeData {
        &self.doc.nodes[self.id]
    }

    fn at(&self, id: usize) -> Node<'d, 't> {
        Node { doc: self.doc, id }
    }

    /// Where the value starts, as (line, col).
    pub(crate) fn pos(&self) -> (usize, usize) {
        self.doc.line_col(self.data().start)
    }

    /// The byte offset where the value starts.
    pub(crate) fn offset(&self) -> usize {
        self.data().start
    }

    /// The string, when the value is one.
    pub(crate) fn str(&self) -> Option<&'d str> {
        match &self.data().kind {
            Kind::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value of field `field` (looking through a single wrapped value such as
    /// `Question((...))` or `Some((...))`).
    pub(crate) fn get(&self, field: &str) -> Option<Node<'d, 't>> {
        let mut node = *self;
        loop {
            let d = node.data();
            let found = d
                .children
                .iter()
                .position(|(k, _)| k.as_deref() == Some(field));
            #[cfg(test)]
            work::add(found.map_or(d.children.len(), |p| p + 1));
            if let Some(p) = found {
                return Some(node.at(d.children[p].1));
            }
            match d.children.as_slice() {
                [(None, only)] if d.kind == Kind::Parens => node = node.at(*only),
                _ => return None,
            }
        }
    }

    /// The `n`-th positional value (of a list, a tuple or a variant's data).
    pub(crate) fn index(&self, n: usize) -> Option<Node<'d, 't>> {
        #[cfg(test)]
        work::add(1);
        self.data().positional.get(n).map(|id| self.at(*id))
    }

    /// The positional values in order (of a list, a tuple or a variant's data).
    pub(crate) fn items(&self) -> impl Iterator<Item = Node<'d, 't>> + use<'d, 't> {
        let doc = self.doc;
        self.data()
            .positional
            .iter()
            .map(move |id| Node { doc, id: *id })
    }

    /// The value inside `Some(...)` or a variant with one value; the value itself otherwise.
    pub(crate) fn unwrap(&self) -> Node<'d, 't> {
        match self.data().children.as_slice() {
            [(None, only)] if self.data().kind == Kind::Parens => self.at(*only),
            _ => *self,
        }
    }

    /// Every (key, value) of a map `{ "key": value }` whose key is a string, in order (a
    /// reader that looks up many keys makes a table of them once).
    pub(crate) fn map_entries(
        &self,
    ) -> impl Iterator<Item = (&'d str, Node<'d, 't>)> + use<'d, 't> {
        let doc = self.doc;
        self.data().children.chunks(2).filter_map(move |pair| {
            let key = Node { doc, id: pair[0].1 }.str()?;
            pair.get(1).map(|c| (key, Node { doc, id: c.1 }))
        })
    }

    /// Every value inside this one, itself first, depth first.
    pub(crate) fn descendants(&self) -> Vec<Node<'d, 't>> {
        let mut out = Vec::new();
        let mut stack = vec![self.id];
        while let Some(id) = stack.pop() {
            out.push(self.at(id));
            for (_, c) in self.doc.nodes[id].children.iter().rev() {
                stack.push(*c);
            }
        }
        out
    }

    /// The `n`-th (from 0) string literal equal to `needle` in this value.
    pub(crate) fn find_nth_literal(&self, needle: &str, n: usize) -> Option<Node<'d, 't>> {
        self.descendants()
            .into_iter()
            .filter(|x| x.str() == Some(needle))
            .nth(n)
    }

    /// Where field `field` is written (its name), for an error about the field itself.
    pub(crate) fn field_pos(&self, field: &str) -> Option<(usize, usize)> {
        let value = self.get(field)?;
        // The name sits before the value: find it backwards, past the colon and blanks.
        let text = self.doc.text;
        let before = &text[..value.offset()];
        let colon = before.trim_end().strip_suffix(':')?;
        let name = colon.trim_end();
        name.ends_with(field)
            .then(|| self.doc.line_col(name.len() - field.len()))
    }
}

/// The offset of the first bracket nested deeper than `limit` (outside strings and comments).
pub(crate) fn too_deep(text: &str, limit: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (pos, tok) in lex(text) {
        match tok {
            Tok::Open(_) => {
                depth += 1;
                if depth > limit {
                    return Some(pos);
                }
            }
            Tok::Close => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// Where the first string literal `needle` (outside comments) is, as (line, col); 1:1 when there
/// is none.
pub(crate) fn locate_literal(text: &str, needle: &str) -> (usize, usize) {
    Doc::parse(text)
        .literals()
        .find(|(_, s)| *s == needle)
        .map_or((1, 1), |(p, _)| line_col(text, p))
}

/// Where field name `field` is first written (outside comments and strings), as (line, col).
pub(crate) fn locate_field(text: &str, field: &str) -> Option<(usize, usize)> {
    let mut toks = lex(text).peekable();
    while let Some((pos, tok)) = toks.next() {
        if matches!(&tok, Tok::Ident(n) if n == field)
            && toks.peek().is_some_and(|t| t.1 == Tok::Colon)
        {
            return Some(line_col(text, pos));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_raw_strings_are_not_values() {
        let text = "// \"Blood Moon\" here\n/* \"Blood Moon\" /* nested \"Blood Moon\" */ */\n\
                    Scenario(actions: [r#\"x\"y\"#, \"Blood Moon\"])";
        assert_eq!(locate_literal(text, "Blood Moon"), (3, 30));
        assert_eq!(locate_literal(text, "x\"y"), (3, 20));
        assert_eq!(locate_literal(text, "nowhere"), (1, 1));
    }

    #[test]
    fn paths_follow_the_structure() {
        let text = r#"Lesson(
    id: "a",
    pages: [
        (title: "p1", blocks: [Text("x")]),
        (title: "p2", blocks: [
            Text("x"),
            TryIt(scenario: "moon.ron", step: 9, caption: "c"),
            Question((id: "q", kind: Choice(choices: ["a", "b"], answer: 1))),
            Rule(cr: "613.1", cr_2011: Some("613.7a"), text: "r"),
        ]),
    ],
)"#;
        let doc = Doc::parse(text);
        let root = doc.root();
        let blocks = root
            .get("pages")
            .unwrap()
            .index(1)
            .unwrap()
            .get("blocks")
            .unwrap();
        assert_eq!(blocks.items().count(), 4);
        let try_it = blocks.index(1).unwrap();
        assert_eq!(try_it.get("step").unwrap().pos(), (7, 47));
        assert_eq!(try_it.field_pos("step"), Some((7, 41)));
        let q = blocks.index(2).unwrap();
        assert_eq!(q.get("id").unwrap().pos(), (8, 27));
        let choices = q.get("kind").unwrap().get("choices").unwrap();
        assert_eq!(choices.index(1).unwrap().str(), Some("b"));
        let rule = blocks.index(3).unwrap();
        assert_eq!(rule.get("cr_2011").unwrap().unwrap().str(), Some("613.7a"));
        // The second "x" is on line 6.
        assert_eq!(root.find_nth_literal("x", 1).unwrap().pos(), (6, 18));
    }

    #[test]
    fn maps_and_attributes() {
        let text = "#![enable(implicit_some)]\nT(pools: {\"a\": [\"X\"], \"b\": [\"Y\", \"Z\"]})";
        let doc = Doc::parse(text);
        let pools = doc.root().get("pools").unwrap();
        let b = pools.map_entries().find(|(k, _)| *k == "b").unwrap().1;
        assert_eq!(b.index(1).unwrap().pos(), (2, 34));
    }

    #[test]
    fn deep_input_does_not_recurse() {
        let text = "[".repeat(200_000);
        let doc = Doc::parse(&text);
        assert_eq!(doc.root().data().kind, Kind::List);
    }

    #[test]
    fn field_names_skip_strings_and_comments() {
        let text = "// step: 1\nX(name: \"step: 2\", step: 3)";
        assert_eq!(locate_field(text, "step"), Some((2, 20)));
    }
}
