// The messages feature's public module: the template picker and body field the inquiry answer reuses.

export { useTemplates } from './api/templates.ts';
export { MessageBodyField, TemplateSelect } from './components/message-fields.tsx';
