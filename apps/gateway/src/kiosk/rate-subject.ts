/**
 * Who a rate limit counts against: a verified kiosk terminal by its id (the terminals of a venue share
 * one network address, and each has its own limits), anyone else by client IP.
 */
import type { FastifyRequest } from 'fastify';
import './kiosk-plugin';

export function rateSubject(req: FastifyRequest): string {
  return req.kioskTerminal ? `terminal:${req.kioskTerminal}` : req.ip;
}
