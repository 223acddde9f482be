import { lazy, Suspense, useEffect, type FormEvent } from 'react';
import { useDialogLauncher } from '@/components/ui/use-dialog-launcher';
import { createPortal } from 'react-dom';
import { SearchIcon } from '@/components/icons/ui-icons';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** Whether a key press is typing into a field, where "/" is a character, not the shortcut. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/**
 * The header's search (issue 35, decision 063): a GET form to the results page, so it works
 * without JavaScript; with it, the button opens the search dialog, a chunk of its own fetched on
 * the first open (or when the pointer nears the button). "/" and Ctrl/Cmd+K open it too.
 */
export function SearchLauncher() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { open, setOpen, close, button } = useDialogLauncher();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typing(event.target));
      if (!shortcut) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setOpen]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchDialog onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
      <form
        className="header-search"
        role="search"
        method="get"
        action={`/${language}/search/`}
        onSubmit={onSubmit}
      >
        <button
          ref={button}
          type="submit"
          className="icon-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={t('layout.search.open')}
          title={t('layout.search.open')}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          <SearchIcon />
        </button>
      </form>
    </>
  );
}
