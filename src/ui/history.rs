//! Undo and redo for the sandboxes' editors: the states before each edit and the states undone,
//! kept whole (nothing is played or solved again to go back).

/// How many states undo keeps.
pub(crate) const HISTORY: usize = 100;

/// The states an editor can go back and forth to.
#[derive(Clone, Debug)]
pub(crate) struct History<T> {
    /// The states before each edit, the most recent last.
    undo: Vec<T>,
    /// The states undone, the most recent last.
    redo: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> History<T> {
        History {
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }
}

impl<T> History<T> {
    /// An edit replaced `old` (`None`: nothing was shown before it): it can be undone, and what
    /// was undone can no longer be redone.
    pub(crate) fn record(&mut self, old: Option<T>) {
        if let Some(old) = old {
            push(&mut self.undo, old);
        }
        self.redo.clear();
    }

    /// The state undo (`back`) or redo goes to, taken from its stack; `None` when there is none.
    pub(crate) fn take(&mut self, back: bool) -> Option<T> {
        if back {
            self.undo.pop()
        } else {
            self.redo.pop()
        }
    }

    /// Keeps `current`, which undo (`back`) or redo just replaced, for the way back.
    pub(crate) fn keep(&mut self, back: bool, current: T) {
        push(if back { &mut self.redo } else { &mut self.undo }, current);
    }
}

/// Pushes `state`, the oldest dropped past [`HISTORY`].
fn push<T>(stack: &mut Vec<T>, state: T) {
    if stack.len() == HISTORY {
        stack.remove(0);
    }
    stack.push(state);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_go_back_and_forth_and_an_edit_forgets_the_redos() {
        let mut h = History::default();
        h.record(Some(1));
        h.record(Some(2));
        // Showing 3: undo goes to 2, keeping 3 for redo.
        assert_eq!(h.take(true), Some(2));
        h.keep(true, 3);
        assert_eq!(h.take(false), Some(3));
        h.keep(false, 2);
        assert_eq!(h.take(true), Some(2));
        h.keep(true, 3);
        h.record(Some(2));
        assert_eq!(h.take(false), None);
        assert_eq!(h.take(true), Some(2));
        assert_eq!(h.take(true), Some(1));
        assert_eq!(h.take(true), None);
    }

    #[test]
    fn the_oldest_state_goes_past_the_limit() {
        let mut h = History::default();
        for k in 0..=HISTORY {
            h.record(Some(k));
        }
        let mut kept = 0;
        while let Some(k) = h.take(true) {
            assert_eq!(k, HISTORY - kept);
            kept += 1;
        }
        assert_eq!(kept, HISTORY);
    }
}
