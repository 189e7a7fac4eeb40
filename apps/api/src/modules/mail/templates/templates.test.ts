import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout';
import { resetPasswordMail } from './reset-password';
import { signInCodeMail } from './sign-in-code';
import { verifyEmailMail } from './verify-email';

const LINK = 'https://app.example.com/resetPassword?userId=u-1&token=abc_DEF-123';

describe('mail templates', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;',
    );
  });

  it('builds the reset mail with the link in both parts and the lifetime in words', () => {
    const mail = resetPasswordMail({ to: 'a@example.com', displayName: 'Ann', link: LINK, validForHours: 1 });
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Reset your Widgetry password', links: [LINK] });
    expect(mail.text).toContain(`Choose a new password: ${LINK}`);
    expect(mail.text).toContain('expires in 1 hour.');
    // In an attribute the & of the query string is escaped, as HTML requires.
    expect(mail.html).toContain('href="https://app.example.com/resetPassword?userId=u-1&amp;token=abc_DEF-123"');
  });

  it('builds the verification mail and never lets a display name become markup', () => {
    const mail = verifyEmailMail({
      to: 'b@example.com',
      displayName: '</p><script>alert(1)</script>',
      link: 'https://app.example.com/verify-email?uid=xyz',
      validForHours: 24,
    });
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;,');
  });

  it('builds the sign-in code mail with the code in both parts and no link', () => {
    const mail = signInCodeMail({ to: 'c@example.com', displayName: '<b>Cy</b>', code: '012345', validForMinutes: 10 });
    expect(mail).toMatchObject({ to: 'c@example.com', subject: 'Your Widgetry sign-in code', links: [] });
    expect(mail.text).toContain('\n\n012345\n\n');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('012345</p>');
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).toContain('Hi &lt;b&gt;Cy&lt;/b&gt;,');
  });
});
