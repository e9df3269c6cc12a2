import { describe, expect, it } from 'vitest';
import {
  contactIssues,
  emailIssue,
  extensionIssue,
  maskedContact,
  normalizedValue,
  phoneDigits,
  phoneIssue,
  type ContactDraft,
} from '../../src/domain/contacts';
import { preferenceRefusal } from '../../src/domain/notification-preferences';
import { afterSend, checkCode, OTP_POLICY, sendRefusal } from '../../src/domain/otp';

// The field rules of Profile & Settings, once in src/domain, at their bounds.

describe('e-mail', () => {
  it.each(['a@b.co', 'maria.delgado+bills@acme-plumbing.example', ' Owner@Acme.Example '])('accepts %s', (v) => expect(emailIssue(v)).toBeNull());
  it.each(['', 'a@b', 'a b@c.com', 'a@@b.com', '.a@b.com', 'a..b@c.com', 'a@b..com', `${'a'.repeat(65)}@b.com`, `a@${'b'.repeat(250)}.com`])(
    'refuses %j',
    (v) => expect(emailIssue(v)).toBe('email.format'),
  );
});

describe('North American phone numbers', () => {
  it.each([
    ['(718) 555-0147', '7185550147'],
    ['718.555.0147', '7185550147'],
    ['+1 718 555 0147', '7185550147'],
    ['17185550147', '7185550147'],
  ])('%s is %s', (v, digits) => {
    expect(phoneDigits(v)).toBe(digits);
    expect(phoneIssue(v)).toBeNull();
  });
  it.each([
    ['555-0147', 'phone.format'],
    ['27185550147', 'phone.format'],
    ['718-555-014x', 'phone.format'],
    ['(118) 555-0147', 'phone.areaCode'],
    ['(011) 555-0147', 'phone.areaCode'],
    ['(911) 555-0147', 'phone.areaCode'],
    ['(718) 155-0147', 'phone.exchange'],
    ['(718) 411-0147', 'phone.exchange'],
  ])('%s: %s', (v, issue) => expect(phoneIssue(v)).toBe(issue));
  it('an extension is 1–6 digits, on a landline only', () => {
    expect(extensionIssue('', 'MOBILE')).toBeNull();
    expect(extensionIssue('123456', 'LANDLINE')).toBeNull();
    expect(extensionIssue('1234567', 'LANDLINE')).toBe('extension.format');
    expect(extensionIssue('12', 'MOBILE')).toBe('extension.mobile');
  });
});

describe('a contact', () => {
  const phone: ContactDraft = { type: 'PHONE', value: '212 555 0100', phoneType: 'LANDLINE', extension: '', sms: false, optin: true };
  it('SMS needs a mobile, a phone needs its type, and a value is on the account once', () => {
    expect(contactIssues(phone)).toEqual([]);
    expect(contactIssues({ ...phone, sms: true }).map((i) => i.message)).toEqual(['sms.landline']);
    expect(contactIssues({ ...phone, phoneType: null }).map((i) => i.message)).toEqual(['phoneType.required']);
    expect(contactIssues(phone, [{ id: 'ct_9', contactValue: '2125550100' }]).map((i) => i.message)).toEqual(['contact.duplicate']);
    expect(normalizedValue('EMAIL', ' A@B.co ')).toBe('a@b.co');
    expect(maskedContact('EMAIL', 'owner@acme.example')).toBe('o•••@acme.example');
    expect(maskedContact('PHONE', '7185550147')).toBe('(•••) •••-0147');
  });
});

describe('one-time codes on the server clock', () => {
  const t0 = new Date('2026-03-01T15:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const sent = afterSend(null, t0);

  it('expires after the time to live, costing no attempt', () => {
    expect(checkCode(sent, true, at(OTP_POLICY.ttlSeconds - 1))).toEqual({ result: 'verified' });
    expect(checkCode(sent, true, at(OTP_POLICY.ttlSeconds))).toEqual({ result: 'expired' });
  });

  it('a new code only after the cooldown, and it keeps the attempts', () => {
    expect(sendRefusal(sent, at(OTP_POLICY.resendCooldownSeconds - 1))).toEqual({ issue: 'otp.cooldown', seconds: 1 });
    expect(sendRefusal(sent, at(OTP_POLICY.resendCooldownSeconds))).toBeNull();
    const wrong = checkCode(sent, false, at(5));
    if (wrong.result !== 'wrong') throw new Error(wrong.result);
    expect(afterSend(wrong.next, at(60)).attempts).toBe(1);
  });

  it('the last allowed wrong code locks for the lockout period; then a fresh start', () => {
    let state = sent;
    for (let i = 1; i < OTP_POLICY.maxAttempts; i += 1) {
      const r = checkCode(state, false, at(i));
      if (r.result !== 'wrong') throw new Error(r.result);
      expect(r.attemptsLeft).toBe(OTP_POLICY.maxAttempts - i);
      state = r.next;
    }
    const locked = checkCode(state, false, at(10));
    if (locked.result !== 'locked' || !locked.next) throw new Error(locked.result);
    expect(checkCode(locked.next, true, at(11)).result).toBe('locked');
    expect(sendRefusal(locked.next, at(10 + OTP_POLICY.lockoutSeconds - 1))).toEqual({ issue: 'otp.locked', seconds: 1 });
    expect(sendRefusal(locked.next, at(10 + OTP_POLICY.lockoutSeconds))).toBeNull();
    expect(afterSend(locked.next, at(10 + OTP_POLICY.lockoutSeconds)).attempts).toBe(0);
    expect(checkCode(null, true, t0)).toEqual({ result: 'notSent' });
  });
});

describe('notification preferences', () => {
  const contacts = [
    { id: 'a', verified: true, valid: true },
    { id: 'b', verified: false, valid: true },
    { id: 'c', verified: true, valid: false },
  ];
  it('mandatory families keep someone; only verified, working contacts can be chosen', () => {
    expect(preferenceRefusal('SECURITY', [], contacts)).toBe('preferences.mandatory');
    expect(preferenceRefusal('OUTAGES', [], contacts)).toBeNull();
    expect(preferenceRefusal('OUTAGES', ['b'], contacts)).toBe('preferences.unverified');
    expect(preferenceRefusal('OUTAGES', ['c'], contacts)).toBe('preferences.unverified');
    expect(preferenceRefusal('BILLING', ['a'], contacts)).toBeNull();
  });
});
