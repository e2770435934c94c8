/** Handlers of the common group: site config, file upload, slider captcha, access check. */
import { CODES } from '@casino/shared/protocol/codes';
import { UPLOAD_CONTENT_TYPES } from '@casino/shared/schemas/common-config';
import { fail } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import { generateSlider, validateSlider, TICKET_TTL_MS } from './captcha';
import { decodeChecked, filesStore, newFileId } from './files';
import { accessTypeOf, commonConfig } from './store';

export const commonHandlers: GroupHandlers<'common'> = {
  'common.config': (_input, ctx) => {
    const c = commonConfig(ctx.state);
    return {
      pcAppId: c.pcAppId,
      generalAppId: c.generalAppId,
      themeCode: c.themeCode,
      currencies: [...c.currencies],
      defaultCurrency: c.defaultCurrency,
      captchaSwitch: { ...c.captcha },
      languages: ['ja-JP' as const, 'en-US' as const],
      defaultLanguage: 'ja-JP' as const,
    };
  },

  'common.uploadFile': (input, ctx) => {
    const player = ctx.player();
    const bytes = decodeChecked(input.data, input.contentType, UPLOAD_CONTENT_TYPES);
    const fileId = newFileId();
    filesStore(ctx.state).set(fileId, {
      fileId,
      playerId: player.id,
      fileName: input.fileName,
      contentType: input.contentType,
      purpose: input.purpose,
      bytes: new Uint8Array(bytes),
      at: ctx.now,
    });
    return {
      fileId,
      url: `${ctx.publicUrl}/files/${fileId}`,
      contentType: input.contentType,
      size: bytes.length,
    };
  },

  'common.generateSlider': (_input, ctx) => generateSlider(ctx.state, ctx.now),

  'common.validateSlider': (input, ctx) => {
    const ticket = validateSlider(ctx.state, input, ctx.now, ctx.config.captchaTrace === 'required');
    if (!ticket) {
      fail(
        CODES.CAPTCHA_INVALID,
        'スライダー認証に失敗しました。もう一度お試しください',
        'Captcha verification failed, please try again',
      );
    }
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  },

  'common.checkIp': (_input, ctx) => {
    const accessType = accessTypeOf(ctx.state, ctx.req.ip);
    return { ip: ctx.req.ip, accessLimit: accessType !== 0, accessType };
  },
};
