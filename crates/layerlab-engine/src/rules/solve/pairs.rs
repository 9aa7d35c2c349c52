//! The pairs of a group's effects that may depend on each other (613.8a), what the trials of
//! each pair found, and the dependencies found, kept compact: a board of a thousand Urborgs and
//! a thousand Blood Moons has two million such pairs, and a million dependencies. A pair is a
//! place in one list and a byte; a dependency, that place; nothing is allocated per pair.

use crate::rules::eval::View;
use crate::rules::fast_map::FastMap;
use crate::rules::reach::Reach;
use crate::rules::trace::DepKind;

/// What a trial of `b` for `a` found, and what it looked at.
#[derive(Clone, Copy, Debug)]
pub(super) struct Verdict {
    pub(super) kind: Option<DepKind>,
    /// Only `a`'s source was changed in the trial, or none was needed: the verdict doesn't
    /// depend on the characteristics of `b`'s other targets.
    pub(super) source_only: bool,
    /// `a` was evaluated in full on the trial (its text changed, or it reads global inputs),
    /// so it read the whole board, not only the changed objects.
    pub(super) whole_board: bool,
    /// It found no dependency, and the applications noted since changed only some of `b`'s
    /// targets: those alone are to be tried again (see [`Solver::recheck`]).
    pub(super) recheck: bool,
}

/// For each effect `a` of a group, the effects `b` it may depend on, in order, all in one list;
/// for each pair, the verdict of its last trial and whether its dependency is in `a`'s history.
pub(super) struct Pairs {
    /// Where each effect's pairs start in `to` (one entry more than effects).
    start: Vec<usize>,
    to: Vec<u32>,
    /// A verdict and a mark each ([`pack`]).
    state: Vec<u8>,
}

impl Pairs {
    /// The pairs of a group: `b` may change `a` when it writes something `a` reads on the
    /// board (`board_reads`), or something `a` reads on its source (`reads`) and `b` may reach
    /// that source (`sources`, asked of `reach`).
    pub(super) fn new(
        writes: &[u16],
        reads: &[u16],
        board_reads: &[u16],
        sources: &[Option<usize>],
        reach: &mut Reach,
        view: &View,
    ) -> Pairs {
        let n = writes.len();
        // The effects that write each facet: an effect's candidates are those that write what
        // it reads on the board, found without a pass over the whole group (a thousand Giant
        // Growths read nothing another writes).
        let mut writers: Vec<Vec<u32>> = vec![Vec::new(); u16::BITS as usize];
        for (b, &w) in writes.iter().enumerate() {
            for (bit, list) in writers.iter_mut().enumerate() {
                if w & (1 << bit) != 0 {
                    list.push(index(b));
                }
            }
        }
        // Those that may reach each effect's source: each writer's reach walked once, to the
        // effects whose source is in it (a thousand Blood Moons reach the same lands, and no
        // Moon's source: asking each Moon of each Moon would be quadratic).
        let mut of_source: FastMap<usize, Vec<u32>> = FastMap::default();
        let mut read_on_sources = 0;
        for a in 0..n {
            if let Some(o) = sources[a]
                && reads[a] != 0
            {
                of_source.entry(o).or_default().push(index(a));
                read_on_sources |= reads[a];
            }
        }
        let mut reaching: Vec<Vec<u32>> = vec![Vec::new(); n];
        // Writers whose reach can't be known in advance: they may reach any source.
        let mut anywhere: Vec<u32> = Vec::new();
        if !of_source.is_empty() {
            for (b, &w) in writes.iter().enumerate() {
                if w & read_on_sources == 0 {
                    continue;
                }
                match reach.set(view, b) {
                    None => anywhere.push(index(b)),
                    Some(set) => {
                        for o in set.iter() {
                            for &a in of_source.get(o).into_iter().flatten() {
                                if w & reads[a as usize] != 0 {
                                    reaching[a as usize].push(index(b));
                                }
                            }
                        }
                    }
                }
            }
        }
        let mut pairs = Pairs {
            start: Vec::with_capacity(n + 1),
            to: Vec::new(),
            state: Vec::new(),
        };
        let mut candidates: Vec<u32> = Vec::new();
        for a in 0..n {
            pairs.start.push(pairs.to.len());
            candidates.clear();
            for (bit, list) in writers.iter().enumerate() {
                if board_reads[a] & (1 << bit) != 0 {
                    candidates.extend_from_slice(list);
                }
            }
            candidates.append(&mut reaching[a]);
            if sources[a].is_some() {
                candidates.extend(
                    anywhere
                        .iter()
                        .filter(|&&b| writes[b as usize] & reads[a] != 0),
                );
            }
            candidates.sort_unstable();
            candidates.dedup();
            pairs
                .to
                .extend(candidates.iter().filter(|&&b| b as usize != a));
        }
        pairs.start.push(pairs.to.len());
        pairs.state = vec![0; pairs.to.len()];
        pairs
    }

    /// The places of `a`'s pairs.
    pub(super) fn of(&self, a: usize) -> std::ops::Range<usize> {
        self.start[a]..self.start[a + 1]
    }

    /// The effect `a` may depend on at place `p`.
    pub(super) fn to(&self, p: usize) -> usize {
        self.to[p] as usize
    }

    /// The verdict of the pair at place `p`, while still valid.
    pub(super) fn verdict(&self, p: usize) -> Option<Verdict> {
        unpack(self.state[p])
    }

    pub(super) fn set_verdict(&mut self, p: usize, v: Option<Verdict>) {
        self.state[p] = pack(v) | (self.state[p] & IN_HISTORY);
    }

    /// Marks the dependency at place `p` as in its effect's history; false if it was already.
    pub(super) fn enter_history(&mut self, p: usize) -> bool {
        let was = self.state[p] & IN_HISTORY != 0;
        self.state[p] |= IN_HISTORY;
        !was
    }
}

/// The effects still waiting that each effect of a group shares a pair with, either way: once
/// an effect has none, no application can change it or be changed by it (its pairs are every
/// effect that may), so it needs no more evaluations between applications. A thousand Blood
/// Moons, once the Urborgs they depended on are gone, go on in timestamp order.
pub(super) struct Partners {
    /// Where each effect's partners start in `of` (one entry more than effects).
    start: Vec<usize>,
    of: Vec<u32>,
    /// For each effect, how many of its partners still wait (a pair both ways counts twice).
    waiting: Vec<u32>,
}

impl Partners {
    pub(super) fn new(pairs: &Pairs, n: usize) -> Partners {
        let mut count = vec![0usize; n];
        for a in 0..n {
            for p in pairs.of(a) {
                count[a] += 1;
                count[pairs.to(p)] += 1;
            }
        }
        let mut start = Vec::with_capacity(n + 1);
        let mut total = 0;
        for c in &count {
            start.push(total);
            total += c;
        }
        start.push(total);
        let mut fill = start.clone();
        let mut of = vec![0u32; total];
        for a in 0..n {
            for p in pairs.of(a) {
                let b = pairs.to(p);
                of[fill[a]] = index(b);
                fill[a] += 1;
                of[fill[b]] = index(a);
                fill[b] += 1;
            }
        }
        let waiting = count.iter().map(|&c| index(c)).collect();
        Partners { start, of, waiting }
    }

    /// Notes that `gone` waits no more; calls `alone` with each effect left with no partner
    /// waiting (once each).
    pub(super) fn stopped(&mut self, gone: usize, mut alone: impl FnMut(usize)) {
        for &b in &self.of[self.start[gone]..self.start[gone + 1]] {
            let w = &mut self.waiting[b as usize];
            *w = w.saturating_sub(1);
            if *w == 0 {
                alone(b as usize);
            }
        }
    }
}

/// An effect's index in a group, as kept: a group never holds as many effects as `u32`
/// counts (each is an ability, an effect or a counter of at most
/// [`crate::rules::limits::MAX_OBJECTS`] objects, and each has its `EffectInfo` in memory).
fn index(b: usize) -> u32 {
    u32::try_from(b).unwrap_or(u32::MAX)
}

const VALID: u8 = 1 << 3;
const SOURCE_ONLY: u8 = 1 << 4;
const WHOLE_BOARD: u8 = 1 << 5;
const RECHECK: u8 = 1 << 6;
const IN_HISTORY: u8 = 1 << 7;
const KINDS: [DepKind; 4] = [
    DepKind::Existence,
    DepKind::Text,
    DepKind::AffectedSet,
    DepKind::Instruction,
];

/// A verdict in the low seven bits of a byte: its kind (0 for none, else 1 + its place in
/// [`KINDS`]) in the lowest three, then whether there is one, and its three flags.
fn pack(v: Option<Verdict>) -> u8 {
    let Some(v) = v else { return 0 };
    let kind = v
        .kind
        .and_then(|k| KINDS.iter().position(|&x| x == k))
        .map_or(0, |i| i as u8 + 1);
    let flag = |on: bool, bit: u8| if on { bit } else { 0 };
    kind | VALID
        | flag(v.source_only, SOURCE_ONLY)
        | flag(v.whole_board, WHOLE_BOARD)
        | flag(v.recheck, RECHECK)
}

fn unpack(s: u8) -> Option<Verdict> {
    if s & VALID == 0 {
        return None;
    }
    Some(Verdict {
        kind: match s & 0b111 {
            0 => None,
            k => KINDS.get(k as usize - 1).copied(),
        },
        source_only: s & SOURCE_ONLY != 0,
        whole_board: s & WHOLE_BOARD != 0,
        recheck: s & RECHECK != 0,
    })
}

/// The dependencies found at one recompute, by effect: the places of their pairs, each kept
/// as its place among its effect's pairs (fewer than the effects of the group: a `u32`).
#[derive(Default)]
pub(super) struct Edges {
    /// For each effect begun, where its dependencies start in `at` and its pairs in the list
    /// of pairs.
    start: Vec<(usize, usize)>,
    at: Vec<u32>,
}

impl Edges {
    /// No dependency.
    pub(super) fn clear(&mut self) {
        self.start.clear();
        self.at.clear();
    }

    /// Starts the dependencies of effect `a`, whose pairs start at `first` (those of every
    /// effect before it are noted).
    pub(super) fn begin(&mut self, a: usize, first: usize) {
        while self.start.len() <= a {
            self.start.push((self.at.len(), first));
        }
    }

    /// Notes a dependency of the effect begun last, at pair `p`.
    pub(super) fn push(&mut self, p: usize) {
        let first = self.start.last().map_or(0, |s| s.1);
        self.at.push(index(p - first));
    }

    pub(super) fn is_empty(&self) -> bool {
        self.at.is_empty()
    }

    /// Where `a`'s dependencies are in `at`, and where its pairs start.
    fn span(&self, a: usize) -> (std::ops::Range<usize>, usize) {
        let Some(&(from, first)) = self.start.get(a) else {
            return (0..0, 0);
        };
        let to = self.start.get(a + 1).map_or(self.at.len(), |s| s.0);
        (from..to, first)
    }

    /// The places of `a`'s dependencies' pairs, in the order found.
    pub(super) fn of(&self, a: usize) -> impl Iterator<Item = usize> + '_ {
        let (span, first) = self.span(a);
        self.at[span].iter().map(move |&k| first + k as usize)
    }

    /// The place of `a`'s `k`th dependency's pair.
    pub(super) fn get(&self, a: usize, k: usize) -> Option<usize> {
        let (span, first) = self.span(a);
        self.at[span].get(k).map(|&x| first + x as usize)
    }

    /// Every effect begun, with the places of its dependencies' pairs.
    pub(super) fn each(&self) -> impl Iterator<Item = (usize, impl Iterator<Item = usize> + '_)> {
        (0..self.start.len()).map(|a| (a, self.of(a)))
    }
}

/// A dependency kept in an effect's history: the effect depended on (its index in the group)
/// and why.
#[derive(Clone, Copy, Debug)]
pub(super) struct Found {
    pub(super) on: u32,
    pub(super) kind: DepKind,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_verdict_packs_and_unpacks() {
        let kinds = [None].into_iter().chain(KINDS.map(Some));
        for kind in kinds {
            for bits in 0..8u8 {
                let v = Verdict {
                    kind,
                    source_only: bits & 1 != 0,
                    whole_board: bits & 2 != 0,
                    recheck: bits & 4 != 0,
                };
                let back = unpack(pack(Some(v))).expect("a verdict");
                assert_eq!(
                    (back.kind, back.source_only, back.whole_board, back.recheck),
                    (v.kind, v.source_only, v.whole_board, v.recheck)
                );
                assert_eq!(pack(Some(v)) & IN_HISTORY, 0);
            }
        }
        assert!(unpack(pack(None)).is_none());
    }
}
