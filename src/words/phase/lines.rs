//! Where a report's lines go (its own file: the reports and their callers both name it).

use std::io;

/// Where a report's lines go, one at a time (a buffered output, or a string).
pub trait Lines {
    fn line(&mut self, text: &str) -> io::Result<()>;
}

impl Lines for String {
    fn line(&mut self, text: &str) -> io::Result<()> {
        self.push_str(text);
        self.push('\n');
        Ok(())
    }
}
