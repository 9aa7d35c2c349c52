//! Copy effects: "you may have this creature enter as a copy of any creature on the
//! battlefield", "target creature becomes a copy of another target creature until end of
//! turn", and their exceptions ("except its name is ... and it isn't legendary").
use crate::rules::card::{CopySource, CopySpec, Part};

use super::grammar::{FilterOpts, Mode, Np, Num, R, a};

impl R<'_> {
    /// ", except it has this ability": `of` names what becomes the copy. Each exception is a
    /// clause of its own (French repeats "que": "excepté que son nom est X et qu'il ...").
    pub(super) fn except_text(&self, except: &[Part], of: &Np) -> String {
        if except.is_empty() {
            return String::new();
        }
        let it = self.pronoun_of(of);
        let item = |clause: String, vowel: &str| {
            self.t("ab-except-item", &[a("clause", clause), a("vowel", vowel)])
        };
        let mut items = Vec::new();
        let mut rest = Vec::new();
        for p in except {
            match p {
                // Its own clause, first, as Oracle says it: "except its name is ...".
                Part::SetName(name) => {
                    let name = self.data_text(&name.en, &name.fr);
                    let clause =
                        self.t("ab-name-is", &[a("number", it.num.verb()), a("name", name)]);
                    items.push(item(clause, self.gram("ab-name-is").vowel()));
                }
                other => rest.push(other.clone()),
            }
        }
        if !rest.is_empty() {
            for c in self.clauses(None, it.clone(), &rest, Mode::Static, "") {
                items.push(item(c, it.gram.vowel()));
            }
        }
        self.t("ab-except", &[a("clauses", self.and(&items))])
    }

    pub(super) fn copy_of_clause(&self, spec: &CopySpec) -> String {
        let opts = FilterOpts {
            no_zone: true,
            ..FilterOpts::default()
        };
        let (mut np, _) = self.filter_np(&spec.filter, Num::Sg, opts);
        np.det = "any";
        let me = self.self_np();
        self.t(
            "ab-copy-of",
            &[
                a("self", self.nom(&me)),
                a("what", self.nom(&np)),
                a("whatof", self.of(&np)),
                a("except", self.except_text(&spec.except, &me)),
            ],
        )
    }

    /// "Target creature becomes a copy of another target creature until end of turn", "this
    /// creature becomes a copy of that creature, except it has this ability".
    pub(super) fn become_copy_clause(&self, spec: &CopySpec) -> String {
        let subject = match (&spec.each, spec.target) {
            // "Each other creature becomes a copy of target nonlegendary creature".
            (Some(f), _) => {
                let opts = FilterOpts {
                    no_zone: true,
                    ..FilterOpts::default()
                };
                let (mut np, _) = self.filter_np(f, Num::Sg, opts);
                np.det = "each";
                np
            }
            (None, Some(n)) => self.target_np(n),
            (None, None) => self.self_np(),
        };
        let what = match spec.of {
            Some(CopySource::Target(n)) => self.copied_target(n, spec.target),
            Some(CopySource::Chosen) => {
                let opts = FilterOpts {
                    no_zone: true,
                    ..FilterOpts::default()
                };
                let (np, _) = self.filter_np(&spec.filter, Num::Sg, opts);
                Np {
                    core: self.t(
                        "ab-np-chosen",
                        &[a("noun", np.core), a("gender", np.gram.gender())],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram: np.gram,
                }
            }
            // Targets unknown: what the filter allows ("a creature").
            None if self.targets.is_empty() && spec.target.is_none() => {
                let opts = FilterOpts {
                    no_zone: true,
                    ..FilterOpts::default()
                };
                let (mut np, _) = self.filter_np(&spec.filter, Num::Sg, opts);
                np.det = "a";
                np
            }
            // The first target, or the second when the first becomes the copy.
            None => self.copied_target(usize::from(spec.target == Some(0)), spec.target),
        };
        self.t(
            "ab-become-copy",
            &[
                a("self", self.nom(&subject)),
                a("what", self.nom(&what)),
                a("whatof", self.of(&what)),
                a("duration", self.duration_text(&spec.duration)),
                a("except", self.except_text(&spec.except, &subject)),
            ],
        )
    }

    /// The `n`-th target as what is copied: "another target creature" when the target that
    /// becomes the copy is of the same kind.
    fn copied_target(&self, n: usize, becomes: Option<usize>) -> Np {
        let another = becomes.is_some_and(|m| {
            m != n && self.targets.get(m).is_some() && self.targets.get(m) == self.targets.get(n)
        });
        self.target_np_as(n, another)
    }
}
