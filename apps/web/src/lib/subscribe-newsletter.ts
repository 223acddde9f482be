import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { Language } from './language';

export interface NewsletterInput {
  email: string;
  language: Language;
}

/** Spec 5 footer subscription (overseas): the server sends a confirmation mail with an unsubscribe link. */
export function subscribeNewsletter(input: NewsletterInput): Promise<{ email: string; subscribed: true }> {
  return api.post('/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
