/**
 * The display languages of charts, tables, screens and printouts (config11): the domain's, so a name's words
 * and the language picker list the same four. config0 stays the spec's language setting (English only).
 */
export { DEFAULT_DISPLAY_LANGUAGE, DISPLAY_LANGUAGES, type DisplayLanguage } from '@kpdesk/domain';
