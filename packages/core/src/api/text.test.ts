import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginFailedMessage, loginIdCheckMessage, nickCheckMessage } from '../registration/messages.ts';
import { checkLoginIdRequestSchema, checkNickRequestSchema, signRequestSchema } from './auth.ts';
import { isStorableText, isUnstorableTextIssue, storableText, type TextKind } from './text.ts';

const cases: [string, string, Record<TextKind, boolean>][] = [
  [
    'plain Korean and an emoji (a surrogate pair)',
    '홍길동 😀 abc',
    { line: true, multiline: true, secret: true },
  ],
  ['NUL', 'a\u0000b', { line: false, multiline: false, secret: false }],
  ['a lone high surrogate', 'a\uD83D', { line: false, multiline: false, secret: false }],
  ['a lone low surrogate', '\uDE00b', { line: false, multiline: false, secret: false }],
  ['a line feed', 'a\nb', { line: false, multiline: true, secret: true }],
  ['a tab and a carriage return', 'a\t\rb', { line: false, multiline: true, secret: true }],
  ['an escape (C0)', 'a\u001Bb', { line: false, multiline: false, secret: true }],
  ['DEL', 'a\u007Fb', { line: false, multiline: false, secret: true }],
  ['a C1 control', 'a\u0085b', { line: false, multiline: false, secret: true }],
  ['U+FFFD (what invalid UTF-8 decodes to)', 'a\uFFFDb', { line: true, multiline: true, secret: true }],
];

describe('isStorableText', () => {
  for (const [name, text, expected] of cases) {
    it(`when the text holds ${name}, then each kind answers as documented`, () => {
      for (const kind of ['line', 'multiline', 'secret'] as const) {
        expect(isStorableText(text, kind), kind).toBe(expected[kind]);
      }
    });
  }
});

describe('storableText', () => {
  const schema = z.object({
    name: storableText('이름에 사용할 수 없는 문자가 있습니다.').trim().min(2, '짧음'),
  });

  it('when a field holds NUL, then the issue carries the call message and is recognized', () => {
    const result = schema.safeParse({ name: 'ab\u0000' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find(isUnstorableTextIssue);
    expect(issue?.message).toBe('이름에 사용할 수 없는 문자가 있습니다.');
  });

  it('when a field is fine, then the chained checks still apply and only they fail', () => {
    expect(schema.parse({ name: '  홍길동 ' })).toEqual({ name: '홍길동' });
    const result = schema.safeParse({ name: 'a' });
    expect(result.error?.issues.map((issue) => [issue.message, isUnstorableTextIssue(issue)])).toEqual([
      ['짧음', false],
    ]);
  });

  it('when the value is not a string, then the type message is used', () => {
    const typed = storableText('x', { typeMessage: '문자열이 아닙니다.' });
    expect(typed.safeParse(12).error?.issues[0]?.message).toBe('문자열이 아닙니다.');
  });
});

describe('request schemas', () => {
  it('when a sign-in or duplicate check holds NUL or a lone surrogate, then the schema refuses it with the call message', () => {
    const refusals = [
      [signRequestSchema.safeParse({ loginId: 'demo01', loginPassword: 'pw\uD800' }), loginFailedMessage],
      [checkLoginIdRequestSchema.safeParse({ loginId: 'abcd\u0000' }), loginIdCheckMessage.invalid],
      [checkNickRequestSchema.safeParse({ nick: '닉\uDC00' }), nickCheckMessage.invalid],
    ] as const;
    for (const [result, message] of refusals) {
      expect(result.error?.issues.find(isUnstorableTextIssue)?.message).toBe(message);
    }
  });
});
