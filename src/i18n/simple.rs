//! Messages made of text and variables only (`{ $key }: { $value }`), formatted without the
//! Fluent resolver. A long report formats a few such messages for each of its lines, and the
//! resolver's work for each (the arguments gathered into a map, the pattern walked with a scope,
//! the result copied) was most of the report's time. The text is the resolver's, character for
//! character, with the bundles as layerlab makes them (no isolation marks, no custom formatter).
//! Anything else in a pattern (a selector, a term, a function, another message, a literal) is
//! left to the resolver. [`super::Localizer::format`] puts the arguments in.

use std::collections::HashMap;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

/// The resolver gives up past this many placeables in one pattern; such a pattern is its own.
const MAX_PLACEABLES: usize = 100;

/// A piece of a simple pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Text(String),
    Var(String),
}

/// The simple patterns of one language's messages, by id. An id whose first definition is not
/// simple is kept with `None`, so that a later simple definition (which the bundle ignores)
/// never stands for it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Simple {
    messages: HashMap<String, Option<Vec<Seg>>>,
}

impl Simple {
    /// Notes the messages of `resource`, added to the bundle after those already noted.
    pub(crate) fn add(&mut self, resource: &FluentResource) {
        for entry in resource.entries() {
            if let ast::Entry::Message(m) = entry {
                self.messages
                    .entry(m.id.name.to_string())
                    .or_insert_with(|| m.value.as_ref().and_then(compile));
            }
        }
    }

    /// The pieces of message `id`, when it is simple.
    pub(crate) fn pattern(&self, id: &str) -> Option<&[Seg]> {
        self.messages.get(id)?.as_deref()
    }

    /// Each simple message's id and variables (tests).
    #[cfg(test)]
    pub(crate) fn vars(&self) -> Vec<(&str, Vec<&str>)> {
        self.messages
            .iter()
            .filter_map(|(id, segs)| {
                let vars = segs.as_ref()?.iter().filter_map(|s| match s {
                    Seg::Var(v) => Some(v.as_str()),
                    Seg::Text(_) => None,
                });
                Some((id.as_str(), vars.collect()))
            })
            .collect()
    }
}

/// The pieces of `pattern`, when it is text and variables only.
fn compile(pattern: &ast::Pattern<&str>) -> Option<Vec<Seg>> {
    let mut placeables = 0usize;
    pattern
        .elements
        .iter()
        .map(|e| match e {
            ast::PatternElement::TextElement { value } => Some(Seg::Text((*value).to_string())),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::VariableReference { id }),
            } => {
                placeables += 1;
                (placeables <= MAX_PLACEABLES).then(|| Seg::Var(id.name.to_string()))
            }
            ast::PatternElement::Placeable { .. } => None,
        })
        .collect()
}
