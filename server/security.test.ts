import { describe, expect, it } from 'vitest';
import { createServer } from './http.js';
import { registerSecurityHeaders, securityHeaders } from './security.js';

describe('securityHeaders', () => {
  it("holds Helmet's headers for the site's policy, the inline hashes and connect sources in the CSP", () => {
    const headers = securityHeaders(['https://geo.example'], {
      scriptSrc: ["'sha256-abc='"],
      styleSrc: ["'sha256-def='"],
    });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("style-src 'self' 'sha256-def='");
    expect(csp).toContain("connect-src 'self' https://geo.example");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('registerSecurityHeaders', () => {
  it('puts them on every answer, a route’s own header of the same name winning', async () => {
    const app = createServer({ logLevel: false, trustProxy: false });
    registerSecurityHeaders(app);
    app.get('/own', (_request, reply) => reply.header('x-frame-options', 'DENY').send('own'));
    app.get('/plain', () => 'plain');
    const own = await app.inject('/own');
    const plain = await app.inject('/plain');
    const missing = await app.inject('/api/none');
    expect(own.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    await app.close();
  });
});
