import { Module } from '@nestjs/common';

/**
 * Negotiation (issue 29): offers on whole rate during an exclusivity, and the closing of an
 * accepted offer through to the rate ceduta. Its events live on the practice's stream.
 */
@Module({
  controllers: [
    // write side (commands/)
    // read side (queries/)
  ],
  providers: [
    // write side (commands/)
    // read side (queries/, readers)
  ],
})
export class NegotiationModule {}
