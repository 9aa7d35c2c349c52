//! The size cap of the reports that list every step's eligible effects (its own file: the
//! reports check it, and so do their callers).

use crate::i18n::Lang;
use crate::phase::procedure::Procedure;

/// Why a report that lists every step's eligible effects is not written: it would list more than
/// [`crate::rules::limits::MAX_PHASE_LISTED`] ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReportTooLarge {
    pub(crate) listed: u64,
    pub(crate) limit: u64,
}

impl ReportTooLarge {
    pub(crate) fn message(&self, lang: Lang) -> String {
        crate::i18n::tr(
            lang,
            "phase-report-too-large",
            crate::fargs![
                listed = i64::try_from(self.listed).unwrap_or(i64::MAX),
                limit = i64::try_from(self.limit).unwrap_or(i64::MAX)
            ],
        )
    }
}

/// Whether the `text` and `json` reports of `p` stay within
/// [`crate::rules::limits::MAX_PHASE_LISTED`]: they list, at every step, the effects eligible
/// there, so their size grows with the steps times the pending effects.
pub fn check_report_size(p: &Procedure) -> Result<(), ReportTooLarge> {
    let limit = crate::rules::limits::MAX_PHASE_LISTED;
    if p.listed() > limit {
        Err(ReportTooLarge {
            listed: p.listed(),
            limit,
        })
    } else {
        Ok(())
    }
}
