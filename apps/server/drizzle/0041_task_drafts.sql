-- Slot reserved for task drafts and the default permission (issue 38). Replaced by its real content.
SELECT 1;
