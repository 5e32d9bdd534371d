// Server-side texts: one i18next instance per app with every locales/<lang>/<ns>.json loaded at
// start (da-DK default and fallback, en). The language comes from the `lang` cookie; routes and
// the error handler translate with `request.t('errors:::key', params)`.
import fp from 'fastify-plugin';
import {
  createTranslator,
  pickLang,
  type Lang,
  type Translate,
  type TranslateParams,
} from '../../lib/translator.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: the `lang` cookie when it is 'da-DK' or 'en', otherwise 'da-DK'. */
    readonly lang: Lang;
    /** Translates a full key ('errors:::login_failed') into the request's language. */
    t: Translate;
  }
  interface FastifyInstance {
    /** Translates outside a request (mails are written in the recipient's language). */
    translate(lang: Lang, key: string, params?: TranslateParams): string;
  }
}

export default fp(
  async (fastify) => {
    const translate = createTranslator(fastify.config.localesDir);
    fastify.decorate('translate', translate);
    fastify.decorateRequest('lang', {
      getter(this: { cookies?: Record<string, string | undefined> }): Lang {
        return pickLang(this.cookies?.lang);
      },
    });
    fastify.decorateRequest('t', function (this: { lang: Lang }, key: string, params?: TranslateParams) {
      return translate(this.lang, key, params);
    });
  },
  { name: 'i18n', dependencies: ['config', 'cookie'] },
);
