//! A chain's one-line trace: `CL1 Am1, CL2 Pm1 | resolves Pm1, Am1 | first to respond: A`.

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::chain::Chain;
use crate::phase::scenario::Player;

/// The chain's trace in `lang`; in English, the form of a chain scenario's `expect`. An empty
/// chain is said to be empty. Under APNAP an optional ability declined as it resolves is marked
/// so in the resolution order (it was on the stack all the same, 603.5).
pub(crate) fn chain_line(chain: &Chain, lang: Lang) -> String {
    if chain.links.is_empty() {
        return tr(lang, "phase-chain-line-empty", &[]);
    }
    let links = chain
        .links
        .iter()
        .map(|l| format!("CL{} {}", l.number, l.id))
        .collect::<Vec<_>>()
        .join(", ");
    let resolves = resolution_ids(chain, lang).join(", ");
    let first = chain.first_to_respond().map_or("-", Player::letter);
    tr(
        lang,
        "phase-chain-line",
        fargs![links = links, resolves = resolves, first = first],
    )
}

/// The links' ids in the order they resolve, in `lang`: an optional ability declined as it
/// resolves (under APNAP) is marked so.
pub(crate) fn resolution_ids(chain: &Chain, lang: Lang) -> Vec<String> {
    chain
        .resolution_order()
        .into_iter()
        .map(|l| {
            if l.declines {
                tr(
                    lang,
                    "phase-chain-line-declines",
                    fargs![id = l.id.as_str()],
                )
            } else {
                l.id.clone()
            }
        })
        .collect()
}

/// A chain's one-line trace in the form `expect` lines are written in (English words).
pub trait ChainWords {
    /// The one-line trace.
    fn trace_line(&self) -> String;
}

impl ChainWords for Chain {
    fn trace_line(&self) -> String {
        chain_line(self, Lang::En)
    }
}
