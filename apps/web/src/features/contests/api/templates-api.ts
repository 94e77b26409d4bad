import type { ContestTemplateFields, ContestTemplateView, ContestView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

const TEMPLATES = '/api/admin/contest-templates';

/** Every template (a short list, read whole). */
export const fetchContestTemplates = () => api.get<ContestTemplateView[]>(TEMPLATES);

/** The body is what the game's template schema makes of the form (create and edit). */
export const createContestTemplate = (body: ContestTemplateFields) => api.post<ContestTemplateView>(TEMPLATES, body);

export const updateContestTemplate = (id: number, body: ContestTemplateFields) => api.put<ContestTemplateView>(`${TEMPLATES}/${id}`, body);

/** Contests it already made stay. */
export const deleteContestTemplate = (id: number) => api.delete<null>(`${TEMPLATES}/${id}`);

/** Makes the templates' contests on a match, in one action; the contests made. */
export const applyContestTemplates = (matchId: number, templateIds: readonly number[]) =>
  api.post<ContestView[]>(`/api/admin/matches/${matchId}/apply-templates`, { templateIds });
