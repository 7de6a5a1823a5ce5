// TrellisConstraints: the incremental Cassowary linear-constraint solver (Badros & Borning) that Auto
// Layout in TrellisUI runs on. It imports nothing but the standard library and knows nothing of views.
