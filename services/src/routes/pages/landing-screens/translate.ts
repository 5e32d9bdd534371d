// The translator the landing screens are drawn with: the request's own (request.t).
import type { TranslateParams } from '../../../lib/translator.js';

export type T = (key: string, params?: TranslateParams) => string;
