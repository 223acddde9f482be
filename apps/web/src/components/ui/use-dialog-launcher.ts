import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The state of a button that opens a dialog (the header's chat and search): open or not, and the
 * button, to which focus returns when the dialog closes (WAI-ARIA dialog pattern).
 */
export function useDialogLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { open, setOpen, close, button };
}
