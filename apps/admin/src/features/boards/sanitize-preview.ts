import { createBoardHtmlSanitizer } from '@hanpan/core/html-purify';
import DOMPurify from 'dompurify';

/** The editor's preview sanitizer: DOMPurify with the board allow-list the server and member site use. */
export const sanitizePreview = createBoardHtmlSanitizer(DOMPurify());
