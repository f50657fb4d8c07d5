// The transform-feedback span verbs as MGPipe calls (issue 17; seeds §4.4.5, catalog ops 58–61), sent after the xfbSpan
// class's validate when the xfb-queries bit is pushed — the validate has pushed the bound XFB object and its targets
// (object-emitters.ts emitStreamOutput), so each call acts on the object the server has bound:
//   begin_stream_output    glBeginTransformFeedback(primitiveMode).
//   end_stream_output      glEndTransformFeedback, with the span's CPU accounting (MGPXfbAccounting, counted by
//                          xfb-counter.ts from the draws sent while capturing: kCapCpuXfbPrimitiveAccounting).
//   pause_stream_output    glPauseTransformFeedback.
//   resume_stream_output   glResumeTransformFeedback.
// Nothing allocates: reused payloads (end's accounting is XfbAccounting's reused record).
import type { BeginStreamOutputPayload, EndStreamOutputPayload, MGPXfbAccounting, PauseStreamOutputPayload, ResumeStreamOutputPayload } from '@mgpipe/pipe-types';
import type { PipeEmitter, Sender } from './pipe-emitter.ts';

export class XfbSpanEmitters {
  private readonly sendBegin: Sender<'begin_stream_output'>;
  private readonly sendEnd: Sender<'end_stream_output'>;
  private readonly sendPause: Sender<'pause_stream_output'>;
  private readonly sendResume: Sender<'resume_stream_output'>;
  private readonly beginP: BeginStreamOutputPayload = { primitiveMode: 0 };
  private readonly endP: EndStreamOutputPayload = { accounting: { primitivesWritten: 0n, verticesCaptured: 0n } };
  private readonly pauseP: PauseStreamOutputPayload = {};
  private readonly resumeP: ResumeStreamOutputPayload = {};

  constructor(out: PipeEmitter) {
    this.sendBegin = out.sender('begin_stream_output');
    this.sendEnd = out.sender('end_stream_output');
    this.sendPause = out.sender('pause_stream_output');
    this.sendResume = out.sender('resume_stream_output');
  }

  begin(primitiveMode: number): void {
    this.beginP.primitiveMode = primitiveMode;
    this.sendBegin(this.beginP);
  }

  /** `accounting`: the span's count (XfbCounter.end), copied into the payload. */
  end(accounting: Readonly<MGPXfbAccounting>): void {
    const a = this.endP.accounting;
    a.primitivesWritten = accounting.primitivesWritten;
    a.verticesCaptured = accounting.verticesCaptured;
    this.sendEnd(this.endP);
  }

  pause(): void { this.sendPause(this.pauseP); }
  resume(): void { this.sendResume(this.resumeP); }
}
