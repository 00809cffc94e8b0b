import { lazyPart } from '@/lib/lazy-part'

/**
 * The mood's answers kept on this phone (KeptMoods), off the dashboard's first load: the mood meter
 * shows it only when the person has something kept (docs/decisions/0068-outbox.md). The mood form
 * fetches it as it opens, while there is a line, so an answer kept offline can be shown.
 */
export const keptMoodsPart = lazyPart(() => import('./kept-moods').then((module) => module.KeptMoods))
