import { COPY_DELAY_MS } from '@miao/contracts/limits';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CheckIcon } from '@/components/icons/ui-icons';
import { CopyIcon } from '@/components/icons/ui-icons';
import { useTranslation } from '@/lib/use-translation';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Copies `text`; the control settles for a moment (spec 9: copy delay 200 ms) before it can copy again. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const onClick = async () => {
    try {
      await copyText(text);
      setCopied(true);
      toast.success(t('common.copied'));
      window.setTimeout(() => setCopied(false), COPY_DELAY_MS);
    } catch {
      toast.error(t('common.copyFailed'));
    }
  };
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={label} title={label}>
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
