-- placeholder: replaced by this migration's statements
SELECT 1;
