//! A phase procedure's steps and a chain's links as slides: each step with its round, its
//! player and the words the phase sandbox says of it, the pending effects as a table whose
//! cells the step changed hold what they were and what they became; each link as it goes on
//! the chain, then how the chain resolves.

use super::make::Maker;
use super::slides::{Cell, MAX_STEP_SLIDES, MAX_TABLE_ROWS, StepSlide, Table, capped};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::Procedure;
use crate::phase::chain::Chain;
use crate::phase::scenario::Player;
use crate::phase::trace::{ResolveEvent, StepAction};
use crate::words::phase::explain::link_line;
use crate::words::phase::steps::{step_count, step_words};

/// Where an effect stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stands {
    /// Not yet there (a row added by the step shows "—" before).
    Absent,
    Pending,
    Resolved,
    /// Resolved, and pending again.
    Renewed,
    Removed,
}

impl Stands {
    fn words(self, lang: Lang) -> String {
        match self {
            Stands::Absent => "—".into(),
            Stands::Pending => tr(lang, "deck-state-pending", &[]),
            Stands::Resolved => tr(lang, "deck-state-resolved", &[]),
            Stands::Renewed => tr(lang, "deck-state-renewed", &[]),
            Stands::Removed => tr(lang, "deck-state-removed", &[]),
        }
    }
}

/// One row of the effects' table.
struct Row {
    id: String,
    player: Player,
    mandatory: bool,
    stands: Stands,
}

fn kind_words(mandatory: bool, lang: Lang) -> String {
    tr(
        lang,
        if mandatory {
            "deck-kind-mandatory"
        } else {
            "deck-kind-optional"
        },
        &[],
    )
}

/// The effects' table: every row when they are few, else the rows the step changed.
fn effects_table(rows: &[Row], before: &[Stands], lang: Lang) -> Table {
    let changed = |k: usize| before.get(k).copied().unwrap_or(Stands::Absent) != rows[k].stands;
    let whole = rows.len() <= MAX_TABLE_ROWS;
    let picked: Vec<usize> = (0..rows.len())
        .filter(|&k| whole || changed(k))
        .take(MAX_TABLE_ROWS)
        .collect();
    let cells = picked
        .iter()
        .map(|&k| {
            let r = &rows[k];
            let was = before.get(k).copied().unwrap_or(Stands::Absent);
            let added = was == Stands::Absent;
            let mark = |text: String| Cell {
                before: added.then(|| "—".to_string()),
                text,
            };
            vec![
                mark(crate::words::one_line(&r.id).into_owned()),
                mark(r.player.letter().to_string()),
                mark(kind_words(r.mandatory, lang)),
                Cell {
                    text: r.stands.words(lang),
                    before: changed(k).then(|| was.words(lang)),
                },
            ]
        })
        .collect();
    Table {
        caption: None,
        headers: [
            "deck-col-effect",
            "deck-col-player",
            "deck-col-kind",
            "deck-col-state",
        ]
        .iter()
        .map(|id| tr(lang, id, &[]))
        .collect(),
        rows: cells,
        note: (!whole).then(|| {
            tr(
                lang,
                "deck-effects-changed-only",
                fargs![total = rows.len()],
            )
        }),
    }
}

impl Maker {
    /// A slide for each step of a phase procedure (at most [`MAX_STEP_SLIDES`]).
    pub(super) fn steps_of_phase(&mut self, p: &Procedure, lang: Lang) {
        let total = step_count(p);
        self.note_cut(total, lang);
        let shown = total.min(MAX_STEP_SLIDES);
        let words = step_words(p, lang, 0..shown);
        let mut rows: Vec<Row> = p
            .initial_pending()
            .map(|e| Row {
                id: e.id.clone(),
                player: e.player,
                mandatory: e.mandatory,
                stands: Stands::Pending,
            })
            .collect();
        let records = p.rounds().iter().flat_map(|r| r.steps.iter());
        for (n, (w, s)) in words.into_iter().zip(records).enumerate() {
            let before: Vec<Stands> = rows.iter().map(|r| r.stands).collect();
            if let StepAction::Resolve(res) = &s.action {
                let renewed = res.events.contains(&ResolveEvent::Renewed);
                if let Some(r) = rows
                    .iter_mut()
                    .rev()
                    .find(|r| r.id == res.effect && r.stands != Stands::Removed)
                {
                    r.stands = if renewed {
                        Stands::Renewed
                    } else {
                        Stands::Resolved
                    };
                }
                for e in &res.events {
                    match e {
                        ResolveEvent::Spawned {
                            id,
                            player,
                            mandatory,
                        } => rows.push(Row {
                            id: id.clone(),
                            player: *player,
                            mandatory: *mandatory,
                            stands: Stands::Pending,
                        }),
                        ResolveEvent::Removed { id, .. } => {
                            if let Some(r) = rows.iter_mut().rev().find(|r| {
                                r.id == *id && matches!(r.stands, Stands::Pending | Stands::Renewed)
                            }) {
                                r.stands = Stands::Removed;
                            }
                        }
                        ResolveEvent::RemoveMissed { .. } | ResolveEvent::Renewed => {}
                    }
                }
            }
            let table = effects_table(&rows, &before, lang);
            // A renewed effect is pending again at the next step.
            for r in rows.iter_mut().filter(|r| r.stands == Stands::Renewed) {
                r.stands = Stands::Pending;
            }
            let mut why = vec![capped(w.head)];
            why.extend(w.events.into_iter().map(capped));
            why.extend(w.closing);
            self.push_step(StepSlide {
                place: tr(lang, "deck-step-of", fargs![n = n + 1, total = total]),
                title: tr(
                    lang,
                    "deck-phase-step",
                    fargs![
                        round = w.round as usize,
                        step = usize::from(w.step.number()),
                        player = w.step.player().letter()
                    ],
                ),
                subtitle: None,
                table: (!table.rows.is_empty()).then_some(table),
                why,
                changes: Vec::new(),
            });
        }
    }

    /// A slide for each link of a chain as it goes on, then one for how it resolves.
    pub(super) fn steps_of_chain(&mut self, chain: &Chain, lang: Lang) {
        let links = &chain.links[..chain.links.len().min(MAX_STEP_SLIDES - 1)];
        let total = chain.links.len() + 1;
        self.note_cut(total, lang);
        let headers: Vec<String> = [
            "deck-col-link",
            "deck-col-effect",
            "deck-col-player",
            "deck-col-kind",
        ]
        .iter()
        .map(|id| tr(lang, id, &[]))
        .collect();
        let row = |l: &crate::phase::chain::Link, new: bool| {
            let cell = |text: String| Cell {
                before: new.then(|| "—".to_string()),
                text,
            };
            vec![
                cell(format!("CL{}", l.number)),
                cell(crate::words::one_line(&l.id).into_owned()),
                cell(l.player.letter().to_string()),
                cell(kind_words(l.mandatory, lang)),
            ]
        };
        for (n, l) in links.iter().enumerate() {
            // The links already on, the newest last; a long chain shows the last ones.
            let first = (n + 1).saturating_sub(MAX_TABLE_ROWS);
            let rows = links[first..=n]
                .iter()
                .map(|x| row(x, x.number == l.number))
                .collect();
            self.push_step(StepSlide {
                place: tr(lang, "deck-step-of", fargs![n = n + 1, total = total]),
                title: tr(lang, "deck-chain-link", fargs![n = l.number]),
                subtitle: None,
                table: Some(Table {
                    caption: None,
                    headers: headers.clone(),
                    rows,
                    note: None,
                }),
                why: vec![link_line(l, lang)],
                changes: Vec::new(),
            });
        }
        // How it resolves: the last paragraph of the chain's explanation.
        let text = crate::words::phase::chain_text(chain, lang);
        let resolution: Vec<String> = text
            .split("\n\n")
            .last()
            .unwrap_or("")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| capped(l.to_string()))
            .collect();
        self.push_step(StepSlide {
            place: tr(lang, "deck-step-of", fargs![n = total, total = total]),
            title: tr(lang, "deck-chain-resolves", &[]),
            subtitle: None,
            table: None,
            why: resolution,
            changes: Vec::new(),
        });
    }
}
