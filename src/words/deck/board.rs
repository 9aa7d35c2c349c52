//! A layer board's steps as slides: each with its layer and rule, the effect, the board as a
//! table ([`super::table`]) whose cells the step changed hold what they were and what they
//! became, why the step goes now, and its changes, as the layer sandbox shows them.

use super::make::Maker;
use super::slides::{MAX_CHANGE_LINES, MAX_STEP_SLIDES, MAX_TABLE_ROWS, StepSlide, Table, capped};
use super::table::{bit, col_of, header, permanents, table};
use crate::content::scenario::Loaded;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::effect::Target;
use crate::rules::layer::Numbering;
use crate::rules::object::Zone;
use crate::rules::solve::Solution;
use crate::rules::trace::Change;
use crate::words::explain::{self, Explainer};

impl Maker {
    /// A slide for each step of a solved board's trace (at most [`MAX_STEP_SLIDES`]).
    pub(super) fn steps_of_board(&mut self, loaded: &Loaded, sol: &Solution, lang: Lang) {
        let trace = &sol.trace;
        let ex = Explainer {
            game: &loaded.game,
            trace,
            lang,
            numbering: Numbering::Current,
        };
        let total = trace.steps.len();
        self.note_cut(total, lang);
        let all = permanents(&loaded.game);
        let whole = all.len() <= MAX_TABLE_ROWS;
        let mut state = trace.start();
        // The columns the current step changed, a bit each, by object.
        let mut marks: Vec<u8> = vec![0; loaded.game.objects.len()];
        for (n, s) in trace.steps.iter().take(MAX_STEP_SLIDES).enumerate() {
            // One pass over the step's changes (a step may change thousands of objects): the
            // columns it changed of each object (a bit each), the objects it changed, how many
            // changes are shown and the first of them, each object named as it was before the
            // step (a step that renames it shows both names).
            let mut touched: Vec<usize> = Vec::new();
            let mut shown_count = 0usize;
            let mut first: Vec<(String, Change)> = Vec::new();
            for c in s.changes.iter() {
                if !explain::shown(c.field) {
                    continue;
                }
                if let (Target::Object(i), Some(col)) = (c.target, col_of(c.field))
                    && let Some(m) = marks.get_mut(i)
                {
                    if *m == 0 {
                        touched.push(i);
                    }
                    *m |= bit(col);
                }
                shown_count += 1;
                if first.len() < MAX_CHANGE_LINES {
                    first.push((ex.target(c.target, &state.chars), c));
                }
            }
            touched.sort_unstable();
            let touched_all = touched.clone();
            touched.retain(|&i| loaded.game.objects[i].zone == Zone::Battlefield);
            let rows: Vec<usize> = if whole {
                all.clone()
            } else {
                touched.iter().copied().take(MAX_TABLE_ROWS).collect()
            };
            let (_, before) = table(&ex, &rows, &state);
            state.apply(s);
            let (cols, mut after) = table(&ex, &rows, &state);
            for (r, &i) in rows.iter().enumerate() {
                for (k, &col) in cols.iter().enumerate() {
                    if marks[i] & bit(col) != 0 {
                        after[r][k].before = Some(before[r][k].text.clone());
                    }
                }
            }
            let left_out = if whole {
                0
            } else {
                touched.len().saturating_sub(rows.len())
            };
            let table = (!rows.is_empty()).then(|| Table {
                caption: None,
                headers: cols.iter().map(|&c| header(c, lang)).collect(),
                rows: after,
                note: (left_out > 0)
                    .then(|| tr(lang, "deck-rows-more", fargs![n = left_out]))
                    .or_else(|| {
                        (!whole)
                            .then(|| tr(lang, "deck-rows-changed-only", fargs![total = all.len()]))
                    }),
            });
            let mut why = vec![capped(ex.reason(s))];
            why.extend(ex.notes(s).into_iter().map(capped));
            let mut changes: Vec<String> = first
                .iter()
                .map(|(who, c)| capped(format!("{who} — {}", ex.change(c, &state.chars))))
                .collect();
            if shown_count > MAX_CHANGE_LINES {
                changes.push(tr(
                    lang,
                    "deck-changes-more",
                    fargs![n = shown_count - MAX_CHANGE_LINES],
                ));
            }
            // The marks are cleared for the next step, object by object.
            for i in touched_all {
                marks[i] = 0;
            }
            self.push_step(StepSlide {
                place: tr(lang, "deck-step-of", fargs![n = n + 1, total = total]),
                title: format!("[{}] {}", ex.label(s), ex.layer_title(s.layer, s.counters)),
                subtitle: Some(
                    s.effect
                        .map(|e| ex.effect_title(e))
                        .unwrap_or_else(|| tr(lang, "layer-sba", &[])),
                ),
                table,
                why,
                changes,
            });
        }
    }
}
