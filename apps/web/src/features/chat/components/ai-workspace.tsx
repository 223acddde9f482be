import { DATA_FACTORY_PROMPT_MAX, FAQ_TEXT_MAX } from '@miao/contracts/chat-rules';
import type { FaqEntry, FaqEntryInput } from '@miao/contracts/chat';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QueryState, Skeleton } from '@/components/ui/state-panels';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatDate } from '@/lib/dates';
import { useLanguage } from '@/hooks/use-language';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useRunDataFactory } from '@/features/chat/api/data-factory';
import { useDeleteFaq, useFaq, useSaveFaq } from '@/features/chat/api/faq';
import { CopyButton } from '@/components/ui/copy-button';
import { useReviewedAnswers, useUnansweredQuestions } from '@/features/chat/api/get-workspace-review';
import '@/features/chat/workspace.css';
import { useTranslation } from '@/lib/use-translation';

const EMPTY: FaqEntryInput = { question_cn: '', answer_cn: '', question_en: '', answer_en: '' };

function FaqForm({ entry, onDone }: { entry?: FaqEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFaq();
  const [values, setValues] = useState<FaqEntryInput>(entry ?? EMPTY);
  const field = (name: keyof FaqEntryInput, label: string, multiline: boolean) => (
    <label className="form__field">
      <span className="form__label">{label}</span>
      {multiline ? (
        <textarea
          className="input ai-workspace__textarea"
          maxLength={FAQ_TEXT_MAX}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ) : (
        <input
          className="input"
          maxLength={FAQ_TEXT_MAX}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </label>
  );
  const complete =
    (values.question_cn.trim() && values.answer_cn.trim()) ||
    (values.question_en.trim() && values.answer_en.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...values, id: entry?.id }, { onSuccess: onDone });
  };
  return (
    <form className="form ai-workspace__faq-form" onSubmit={submit}>
      <div className="ai-workspace__columns">
        <fieldset className="ai-workspace__language">
          <legend>中文</legend>
          {field('question_cn', t('ai.faq.question'), false)}
          {field('answer_cn', t('ai.faq.answer'), true)}
        </fieldset>
        <fieldset className="ai-workspace__language">
          <legend>English</legend>
          {field('question_en', t('ai.faq.question'), false)}
          {field('answer_en', t('ai.faq.answer'), true)}
        </fieldset>
      </div>
      <p className="form__hint">{t('ai.faq.hint')}</p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!complete || save.isPending}>
          {t('ai.faq.save')}
        </button>
      </div>
    </form>
  );
}

function FaqSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const faq = useFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <section className="card ai-workspace__section" aria-labelledby="ai-faq-title">
      <header className="ai-workspace__header">
        <h2 id="ai-faq-title">{t('ai.faq.title')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('ai.faq.add')}
          </button>
        )}
      </header>
      {editing === 'new' && <FaqForm onDone={() => setEditing(null)} />}
      <QueryState query={faq}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="ai-workspace__empty">{t('ai.faq.empty')}</p>
          ) : (
            <ul className="ai-workspace__list">
              {entries.map((entry) =>
                editing === entry.id ? (
                  <li key={entry.id}>
                    <FaqForm entry={entry} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={entry.id} className="ai-workspace__item">
                    <p className="ai-workspace__question">
                      {language === 'cn'
                        ? entry.question_cn || entry.question_en
                        : entry.question_en || entry.question_cn}
                    </p>
                    <p className="ai-workspace__answer">
                      {language === 'cn'
                        ? entry.answer_cn || entry.answer_en
                        : entry.answer_en || entry.answer_cn}
                    </p>
                    <div className="ai-workspace__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setEditing(entry.id)}
                      >
                        {t('ai.faq.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          if (window.confirm(t('ai.faq.confirmDelete'))) remove.mutate(entry.id);
                        }}
                      >
                        {t('ai.faq.delete')}
                      </button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function UnansweredSection() {
  const { t } = useTranslation();
  const unanswered = useUnansweredQuestions();
  return (
    <section className="card ai-workspace__section" aria-labelledby="ai-unanswered-title">
      <h2 id="ai-unanswered-title">{t('ai.unanswered.title')}</h2>
      <p className="form__hint">{t('ai.unanswered.hint')}</p>
      <QueryState query={unanswered}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="ai-workspace__empty">{t('ai.unanswered.empty')}</p>
          ) : (
            <table className="ai-workspace__table">
              <thead>
                <tr>
                  <th scope="col">{t('ai.unanswered.question')}</th>
                  <th scope="col">{t('ai.unanswered.language')}</th>
                  <th scope="col">{t('ai.unanswered.count')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.language}:${row.question}`}>
                    <td>{row.question}</td>
                    <td>{row.language}</td>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}

function ReviewSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const answers = useReviewedAnswers();
  return (
    <section className="card ai-workspace__section" aria-labelledby="ai-review-title">
      <h2 id="ai-review-title">{t('ai.review.title')}</h2>
      <QueryState query={answers}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="ai-workspace__empty">{t('ai.review.empty')}</p>
          ) : (
            <ul className="ai-workspace__list">
              {rows.map((row, i) => (
                <li key={i} className="ai-workspace__item">
                  <p className="ai-workspace__meta">
                    {row.nickname || `#${row.user_id}`} ·{' '}
                    {formatDate(row.created_at, language, 'YYYY-MM-DD HH:mm')} ·{' '}
                    {t(`ai.review.answerer.${row.answerer ?? 'builtin'}`)}
                    {row.unknown ? ` · ${t('ai.review.unknown')}` : ''}
                  </p>
                  <p className="ai-workspace__question">{row.question}</p>
                  <p className="ai-workspace__answer">{row.answer}</p>
                  {row.citations.length > 0 && (
                    <p className="ai-workspace__meta">
                      {t('chat.sources')}:{' '}
                      {row.citations.map((c) => (
                        <Link key={c.url} to={c.url}>
                          {c.title}{' '}
                        </Link>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** The data-factory prompt tool (spec 7): the server sends the prompt with the factory's own token. */
function DataFactorySection() {
  const { t } = useTranslation();
  const run = useRunDataFactory();
  const [prompt, setPrompt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate({ prompt });
  };
  return (
    <section className="card ai-workspace__section" aria-labelledby="ai-factory-title">
      <h2 id="ai-factory-title">{t('ai.factory.title')}</h2>
      <p className="form__hint">{t('ai.factory.hint')}</p>
      <form className="form" onSubmit={submit}>
        <label className="form__field">
          <span className="form__label">{t('ai.factory.prompt')}</span>
          <textarea
            className="input ai-workspace__textarea"
            maxLength={DATA_FACTORY_PROMPT_MAX}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </label>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!prompt.trim() || run.isPending}>
            {run.isPending ? t('ai.factory.running') : t('ai.factory.run')}
          </button>
        </div>
      </form>
      {run.data && (
        <div className="ai-workspace__factory-result">
          <div className="ai-workspace__header">
            <h3>{t('ai.factory.result')}</h3>
            <CopyButton text={run.data.result} label={t('ai.factory.copy')} />
          </div>
          <pre data-testid="data-factory-result">{run.data.result}</pre>
        </div>
      )}
    </section>
  );
}

/**
 * The AI workspace behind /ai-login/: members with `ai.workspace` edit the assistant's FAQ, see
 * the questions it could not answer and review its answers. Others read the spec 8 refusal (the
 * server refuses their calls anyway).
 */
export function AiWorkspace() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const permissions = useCurrentUserPermissions({ enabled: true });
  if (!hydrated || permissions.isPending) return <Skeleton lines={5} />;
  if (!hasPermission(permissions.data, 'ai.workspace')) {
    return (
      <section className="card ai-workspace__denied" role="alert">
        <h2>{t('error.No access permission')}</h2>
        <p>{t('ai.denied')}</p>
      </section>
    );
  }
  return (
    <div className="ai-workspace">
      <FaqSection />
      <UnansweredSection />
      <ReviewSection />
      <DataFactorySection />
    </div>
  );
}
