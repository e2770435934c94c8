import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const commonCatalog = [
  endpoint({
    procedure: 'common.uploadFile',
    path: '/api/v1/common/upload_file',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'common.config',
    path: '/api/v1/common/config',
    client: 'main',
    access: 'public',
    kind: 'query',
    summary: 'app ids, theme code, captcha switch',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'common.generateSlider',
    path: '/api/v1/captcha/generate_slider',
    client: 'main',
    access: 'public',
    kind: 'mutation',
    summary: 'cutoutImage, shadeImage, x, y, captchaId',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'common.validateSlider',
    path: '/api/v1/captcha/validate_slider',
    client: 'main',
    access: 'public',
    kind: 'mutation',
    summary: 'returns ticket',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'common.checkIp',
    path: '/api/v1/common/checkIp',
    client: 'main',
    access: 'public',
    kind: 'query',
    summary: 'accessLimit (region block), access type 2 = /403',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
