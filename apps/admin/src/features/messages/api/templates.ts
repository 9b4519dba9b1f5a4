import type { StaffTemplate, StaffTemplateSaveRequest, TemplateKind } from '@hanpan/core/api/staff-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the templates. */
export const templatesQueryKey = ['templates'] as const;

/** POST /api/staff/messages/templates: the templates of a kind ('message.send'). */
export function listTemplates(kind: TemplateKind): Promise<{ items: StaffTemplate[] }> {
  return staffCall<{ items: StaffTemplate[] }>('messages/templates', { kind });
}

/** POST /api/staff/inquiries/templates: the answer templates, for whoever answers inquiries. */
export function listAnswerTemplates(): Promise<{ items: StaffTemplate[] }> {
  return staffCall<{ items: StaffTemplate[] }>('inquiries/templates');
}

/** The templates of a kind (answer templates through the inquiry call when `isAnswering`). */
export function useTemplates(
  kind: TemplateKind,
  options: { isEnabled?: boolean; isAnswering?: boolean } = {},
) {
  return useQuery({
    queryKey: [...templatesQueryKey, kind],
    queryFn: () => (options.isAnswering ? listAnswerTemplates() : listTemplates(kind)),
    enabled: options.isEnabled ?? true,
  });
}

/** POST /api/staff/messages/templates/save: a new template (id null) or a change. */
export function saveTemplate(template: StaffTemplateSaveRequest): Promise<StaffTemplate> {
  return staffCall<StaffTemplate>('messages/templates/save', template);
}

/** POST /api/staff/messages/templates/delete. */
export function deleteTemplate(id: number): Promise<null> {
  return staffCall<null>('messages/templates/delete', { id });
}

/** Mutations of saving and deleting templates; the lists reload after each. */
export function useTemplateChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: templatesQueryKey });
  return {
    save: useMutation({ mutationFn: saveTemplate, onSettled }),
    remove: useMutation({ mutationFn: deleteTemplate, onSettled }),
  };
}
