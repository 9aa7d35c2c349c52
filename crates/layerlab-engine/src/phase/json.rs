//! The `json` format as serde on the results: a phase procedure's rounds and steps, resolved
//! and lapsed effects (English keys), or a chain's links and resolution order. The reports are
//! serialised as they are written: the effects eligible at each step come from the
//! procedure's replay ([`Procedure::replay`]) one step at a time, never from a tree built first.
//!
//! Keys are written in alphabetical order, as they always were.

use std::cell::RefCell;

use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};

use super::chain::{Chain, Link};
use super::pending::Replay;
use super::procedure::{Procedure, Status};
use super::scenario::ChainRules;
use super::trace::{ResolveEvent, RoundRecord, StepAction, StepRecord};

/// A phase procedure's report. `trace` is its one-line trace; `expect` and `expect_met` are
/// `null` without an expectation.
pub struct PhaseReport<'a> {
    pub procedure: &'a Procedure,
    pub trace: &'a str,
    pub expect: Option<&'a str>,
    pub expect_met: Option<bool>,
}

impl Serialize for PhaseReport<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let p = self.procedure;
        let status = match p.status() {
            Status::Finished => "finished",
            Status::Deciding => "deciding",
            Status::Halted(_) => "halted",
        };
        let mut s = ser.serialize_struct("PhaseReport", 10)?;
        s.serialize_field("expect", &self.expect)?;
        s.serialize_field("expect_met", &self.expect_met)?;
        s.serialize_field("kind", "phase")?;
        s.serialize_field("lapsed", &p.lapsed())?;
        s.serialize_field("lenient", &p.rules().lenient)?;
        s.serialize_field("max_resolutions", &p.rules().max_resolutions)?;
        s.serialize_field("resolved", p.resolved())?;
        s.serialize_field(
            "rounds",
            &Rounds {
                procedure: p,
                replay: RefCell::new(p.replay()),
            },
        )?;
        s.serialize_field("status", status)?;
        s.serialize_field("trace", self.trace)?;
        s.end()
    }
}

/// The rounds that have steps, each entered in the replay as it is written.
struct Rounds<'p> {
    procedure: &'p Procedure,
    replay: RefCell<Replay<'p>>,
}

impl Serialize for Rounds<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let rounds = self
            .procedure
            .rounds()
            .iter()
            .filter(|r| !r.steps.is_empty());
        let mut seq = ser.serialize_seq(Some(rounds.clone().count()))?;
        for r in rounds {
            self.replay.borrow_mut().enter(r);
            seq.serialize_element(&RoundJson {
                round: r,
                status: self.procedure.status(),
                lenient: self.procedure.rules().lenient,
                replay: &self.replay,
            })?;
        }
        seq.end()
    }
}

struct RoundJson<'a, 'p> {
    round: &'a RoundRecord,
    status: &'a Status,
    lenient: bool,
    replay: &'a RefCell<Replay<'p>>,
}

impl Serialize for RoundJson<'_, '_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let r = self.round;
        let ended_by = if r.resolution().is_some() {
            "resolution"
        } else if r.steps.len() == 4 && *self.status == Status::Finished {
            "phase_end"
        } else {
            "unfinished"
        };
        let steps: Vec<StepJson<'_, '_>> = r
            .steps
            .iter()
            .map(|s| StepJson {
                step: s,
                lenient: self.lenient,
                replay: self.replay,
            })
            .collect();
        let mut st = ser.serialize_struct("Round", 3)?;
        st.serialize_field("ended_by", ended_by)?;
        st.serialize_field("round", &r.number)?;
        st.serialize_field("steps", &steps)?;
        st.end()
    }
}

struct StepJson<'a, 'p> {
    step: &'a StepRecord,
    lenient: bool,
    replay: &'a RefCell<Replay<'p>>,
}

impl Serialize for StepJson<'_, '_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let s = self.step;
        let eligible = Eligible {
            step: s,
            replay: self.replay,
        };
        let mut st = ser.serialize_struct("Step", 9)?;
        match &s.action {
            StepAction::AutoPass | StepAction::Pass => {
                let action = if s.action == StepAction::Pass {
                    "pass"
                } else {
                    "auto_pass"
                };
                st.serialize_field("action", action)?;
                st.serialize_field("eligible", &eligible)?;
            }
            StepAction::Resolve(r) => {
                st.serialize_field("action", "resolve")?;
                st.serialize_field("effect", &r.effect)?;
                st.serialize_field("eligible", &eligible)?;
                let events: Vec<EventJson<'_>> = r.events.iter().map(EventJson).collect();
                st.serialize_field("events", &events)?;
                st.serialize_field("forced", &r.forced)?;
                // Only the lenient reading lets an optional effect be chosen at [3]/[4].
                if self.lenient {
                    st.serialize_field("instead_of_mandatory", &r.instead_of_mandatory)?;
                }
                st.serialize_field("mandatory", &r.mandatory)?;
            }
        }
        st.serialize_field("player", &s.player())?;
        st.serialize_field("step", &s.step.number())?;
        st.end()
    }
}

/// The ids eligible at a step, listed from the replay as they are written.
struct Eligible<'a, 'p> {
    step: &'a StepRecord,
    replay: &'a RefCell<Replay<'p>>,
}

impl Serialize for Eligible<'_, '_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let replay = self.replay.borrow();
        let mut seq = ser.serialize_seq(Some(self.step.eligible))?;
        for id in replay.eligible(self.step) {
            seq.serialize_element(id)?;
        }
        seq.end()
    }
}

struct EventJson<'a>(&'a ResolveEvent);

impl Serialize for EventJson<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let (event, id, more) = match self.0 {
            ResolveEvent::Spawned {
                id,
                player,
                mandatory,
            } => ("spawned", Some(id), Some((player, mandatory))),
            ResolveEvent::Removed {
                id,
                player,
                mandatory,
            } => ("removed", Some(id), Some((player, mandatory))),
            ResolveEvent::RemoveMissed { id } => ("remove_missed", Some(id), None),
            ResolveEvent::Renewed => ("renewed", None, None),
        };
        let mut st = ser.serialize_struct("Event", 4)?;
        st.serialize_field("event", event)?;
        if let Some(id) = id {
            st.serialize_field("id", id)?;
        }
        if let Some((player, mandatory)) = more {
            st.serialize_field("mandatory", mandatory)?;
            st.serialize_field("player", player)?;
        }
        st.end()
    }
}

/// A chain's report. `trace` is its one-line trace.
pub struct ChainReport<'a> {
    pub chain: &'a Chain,
    pub trace: &'a str,
    pub expect: Option<&'a str>,
    pub expect_met: Option<bool>,
}

impl Serialize for ChainReport<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let c = self.chain;
        let apnap = c.rules == ChainRules::Apnap;
        let mut s = ser.serialize_struct("ChainReport", 12)?;
        s.serialize_field("declined", &c.lapsed())?;
        // Under APNAP a declined optional ability is on the stack and declined as it resolves.
        if apnap {
            s.serialize_field("declined_on_resolution", &c.declined_on_resolution())?;
        }
        s.serialize_field("expect", &self.expect)?;
        s.serialize_field("expect_met", &self.expect_met)?;
        s.serialize_field("first_to_respond", &c.first_to_respond())?;
        s.serialize_field("kind", "chain")?;
        s.serialize_field("lapsed", &c.lapsed())?;
        let links: Vec<LinkJson<'_>> = c
            .links
            .iter()
            .map(|l| LinkJson { link: l, apnap })
            .collect();
        s.serialize_field("links", &links)?;
        s.serialize_field("resolution_order", &c.resolved())?;
        s.serialize_field("resolved", &c.resolved())?;
        s.serialize_field("rules", if apnap { "apnap" } else { "tiers" })?;
        s.serialize_field("trace", self.trace)?;
        s.end()
    }
}

struct LinkJson<'a> {
    link: &'a Link,
    apnap: bool,
}

impl Serialize for LinkJson<'_> {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let l = self.link;
        let mut st = ser.serialize_struct("Link", 6)?;
        if self.apnap {
            st.serialize_field("declines", &l.declines)?;
        }
        st.serialize_field("effect", &l.id)?;
        st.serialize_field("link", &l.number)?;
        st.serialize_field("mandatory", &l.mandatory)?;
        st.serialize_field("player", &l.player)?;
        st.serialize_field("tier", &l.tier)?;
        st.end()
    }
}
