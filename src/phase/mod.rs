//! The phase-effect priority procedure and chain order (placeholder until issue 3 lands).
