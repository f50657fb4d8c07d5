// The driver thread (call-queue.ts, index.ts setDriverThread; MGPIPE_DRIVER_THREAD, on by default for the mgpipe
// command, off for the library): the call queue's batches made on a thread of the addon's own, which holds the current
// context while they run, so the JS thread goes on with the next draws while the driver works through the last ones
// (what Mesa's glthread does for an application, one layer down: only the queued calls, whose arguments are copied
// words, travel).
//
// Ownership. A context is current on one thread at a time, and a JS caller sees one current context all along (the
// logical one: g_current / g_api in egl-context.cc, unchanged by a hand-off). A batch hands the context off: the JS
// thread releases it and the driver thread makes it current (one eglMakeCurrent each), and it stays there while batches
// follow. Anything else that needs the driver takes it back first: every generated entry point (mg::Proc), runQueue,
// and the EGL calls (make current, release, destroy, debug messages). Taking back queues a release behind the batches
// already submitted, waits until the driver thread has made all of them and released, and makes the context current on
// the JS thread again. Order is kept: the driver sees the calls in the order JS made them, and a query, a readback or
// glGetError runs after every call before it, as with the queue alone.
//
// Memory. A batch is the queue's words copied into a buffer of this file's (kept for reuse); queued calls carry no
// pointer into JS memory (call-queue.ts queues only numbers and copied uniform values), so nothing JS owns is read on
// the driver thread. At most kMaxInFlight batches wait: past that the JS thread waits for the driver.
#include <EGL/egl.h>

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "context-state.h"
#include "marshal.h"

namespace mg {

bool g_driverThreadOwns = false;

namespace {

enum class Item { kBatch, kAcquire, kRelease, kExit };

struct Work {
  Item kind;
  std::vector<int32_t> words;
  uint32_t count = 0;
};

constexpr size_t kMaxInFlight = 4;

std::mutex g_mutex;
std::condition_variable g_wake;  // JS thread -> driver thread: work queued
std::condition_variable g_idle;  // driver thread -> JS thread: an item finished
std::deque<Work> g_work;
std::vector<std::vector<int32_t>> g_spare;
bool g_busy = false;
bool g_lastOk = true;
std::thread g_thread;
bool g_running = false;
bool g_enabled = false;
bool g_dropBatches = false;  // test-only fault (setDriverThreadFault(true)): batches are taken and not made
EglTarget g_target;
double g_batches = 0, g_handoffs = 0, g_reclaims = 0;
// Where the time goes (the bench's per-lane figures): the driver thread's time making batches, and the JS thread's time
// waiting for it (at kMaxInFlight, and handing the context over or taking it back). Clocks are read per batch and per
// wait only.
double g_busyNs = 0, g_jsWaitNs = 0;

double NowNs() {
  const auto since = std::chrono::steady_clock::now().time_since_epoch();
  return static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(since).count());
}

void DriverLoop() {
  std::unique_lock<std::mutex> lock(g_mutex);
  for (;;) {
    g_wake.wait(lock, [] { return !g_work.empty(); });
    Work w = std::move(g_work.front());
    g_work.pop_front();
    g_busy = true;
    const bool drop = g_dropBatches;
    lock.unlock();
    bool ok = true;
    double busy = 0;
    switch (w.kind) {
      case Item::kBatch:
        if (!drop) {
          const double t0 = NowNs();
          RunQueuedWords(w.words.data(), w.count);
          busy = NowNs() - t0;
        }
        break;
      case Item::kAcquire:
        eglBindAPI(g_target.api);
        ok = eglMakeCurrent(g_target.display, g_target.surface, g_target.surface, g_target.context) == EGL_TRUE;
        break;
      case Item::kRelease:
        eglBindAPI(g_target.api);
        ok = eglMakeCurrent(g_target.display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT) == EGL_TRUE;
        break;
      case Item::kExit:
        break;
    }
    lock.lock();
    if (w.kind == Item::kBatch) {
      g_spare.push_back(std::move(w.words));
      g_batches++;
      g_busyNs += busy;
    } else {
      g_lastOk = ok;
    }
    g_busy = false;
    g_idle.notify_all();
    if (w.kind == Item::kExit) return;
  }
}

// Queues a control item behind every batch and waits until the driver thread has done all of them (the JS thread's wait
// counted in g_jsWaitNs).
bool RunAndWait(Item kind) {
  const double t0 = NowNs();
  std::unique_lock<std::mutex> lock(g_mutex);
  g_work.push_back(Work{kind, {}, 0});
  g_wake.notify_one();
  g_idle.wait(lock, [] { return g_work.empty() && !g_busy; });
  g_jsWaitNs += NowNs() - t0;
  return g_lastOk;
}

void StartThread() {
  if (g_running) return;
  g_thread = std::thread(DriverLoop);
  g_running = true;
}

void StopThread() {
  if (!g_running) return;
  RunAndWait(Item::kExit);
  g_thread.join();
  g_running = false;
}

// The JS thread's context goes to the driver thread. False (nothing changed) when no context is current, or the driver
// thread could not make it current (the JS thread has it again then).
bool HandOff() {
  if (!CurrentEglTarget(&g_target)) return false;
  StartThread();
  eglBindAPI(g_target.api);
  if (eglMakeCurrent(g_target.display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT) != EGL_TRUE) return false;
  if (!RunAndWait(Item::kAcquire)) {
    eglMakeCurrent(g_target.display, g_target.surface, g_target.surface, g_target.context);
    return false;
  }
  g_driverThreadOwns = true;
  g_handoffs++;
  return true;
}

void Cleanup(void*) {
  if (g_driverThreadOwns) {
    g_driverThreadOwns = false;
    RunAndWait(Item::kRelease);
  }
  StopThread();
}

// process.exit() and an uncaught exception end the process through exit() without the environment's cleanup hooks: the
// thread is stopped here, before the static destructors (a joinable std::thread destroyed there is std::terminate, an
// abort at exit) and before EGL's and the driver's own exit handlers (registered when they loaded, so they run after
// this one), while it may still be making a batch.
void AtExit() { Cleanup(nullptr); }

}  // namespace

bool ReclaimFromDriverThread(napi_env env) {
  if (!g_driverThreadOwns) return true;
  g_driverThreadOwns = false;  // first: what follows must not take it back again
  const bool released = RunAndWait(Item::kRelease);
  g_reclaims++;
  eglBindAPI(g_target.api);
  if (!released || eglMakeCurrent(g_target.display, g_target.surface, g_target.surface, g_target.context) != EGL_TRUE) {
    napi_throw_error(env, "ERR_GL_DRIVER_THREAD",
                     released ? "driver thread: eglMakeCurrent failed taking the context back"
                              : "driver thread: eglMakeCurrent(release) failed on the driver thread");
    return false;
  }
  return true;
}

bool DriverThreadEnabled() { return g_enabled; }

bool SubmitToDriverThread(const int32_t* words, uint32_t count) {
  if (!g_driverThreadOwns && !HandOff()) return false;
  std::unique_lock<std::mutex> lock(g_mutex);
  if (g_work.size() >= kMaxInFlight) {
    // The driver is behind: JS waits for it (timed only here, so a submit that does not wait reads no clock).
    const double t0 = NowNs();
    g_idle.wait(lock, [] { return g_work.size() < kMaxInFlight; });
    g_jsWaitNs += NowNs() - t0;
  }
  std::vector<int32_t> buf;
  if (!g_spare.empty()) {
    buf = std::move(g_spare.back());
    g_spare.pop_back();
  }
  buf.resize(count);
  std::memcpy(buf.data(), words, count * sizeof(int32_t));
  g_work.push_back(Work{Item::kBatch, std::move(buf), count});
  g_wake.notify_one();
  return true;
}

namespace {

// The one boolean argument of `fn` (a TypeError naming it otherwise).
bool OneBool(napi_env env, napi_callback_info cbi, const char* fn, const char* param, bool* out) {
  napi_value argv[1];
  size_t argc = 1;
  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);
  if (argc < 1) {
    ThrowArgc(env, fn, 1, argc);
    return false;
  }
  if (napi_get_value_bool(env, argv[0], out) != napi_ok) {
    ThrowType(env, fn, param, "a boolean");
    return false;
  }
  return true;
}

napi_value SetDriverThread(napi_env env, napi_callback_info cbi) {
  bool on;
  if (!OneBool(env, cbi, "setDriverThread", "on", &on)) return nullptr;
  if (!on) {
    if (!ReclaimFromDriverThread(env)) return nullptr;
    StopThread();
  }
  g_enabled = on;
  return nullptr;
}

napi_value SetDriverThreadFault(napi_env env, napi_callback_info cbi) {
  bool drop;
  if (!OneBool(env, cbi, "setDriverThreadFault", "drop", &drop)) return nullptr;
  std::lock_guard<std::mutex> lock(g_mutex);
  g_dropBatches = drop;
  return nullptr;
}

napi_value DriverThreadStats(napi_env env, napi_callback_info) {
  napi_value o, v;
  napi_create_object(env, &o);
  napi_get_boolean(env, g_enabled, &v);
  napi_set_named_property(env, o, "enabled", v);
  napi_get_boolean(env, g_driverThreadOwns, &v);
  napi_set_named_property(env, o, "owns", v);
  std::lock_guard<std::mutex> lock(g_mutex);
  napi_create_double(env, g_batches, &v);
  napi_set_named_property(env, o, "batches", v);
  napi_create_double(env, g_handoffs, &v);
  napi_set_named_property(env, o, "handoffs", v);
  napi_create_double(env, g_reclaims, &v);
  napi_set_named_property(env, o, "reclaims", v);
  napi_create_double(env, g_busyNs, &v);
  napi_set_named_property(env, o, "busyNs", v);
  napi_create_double(env, g_jsWaitNs, &v);
  napi_set_named_property(env, o, "jsWaitNs", v);
  return o;
}

}  // namespace

void InitDriverThread(napi_env env, napi_value exports) {
  napi_value fn;
  napi_create_function(env, "setDriverThread", NAPI_AUTO_LENGTH, SetDriverThread, nullptr, &fn);
  napi_set_named_property(env, exports, "setDriverThread", fn);
  napi_create_function(env, "setDriverThreadFault", NAPI_AUTO_LENGTH, SetDriverThreadFault, nullptr, &fn);
  napi_set_named_property(env, exports, "setDriverThreadFault", fn);
  napi_create_function(env, "driverThreadStats", NAPI_AUTO_LENGTH, DriverThreadStats, nullptr, &fn);
  napi_set_named_property(env, exports, "driverThreadStats", fn);
  // The driver thread gives the context back and ends before the environment goes (a joinable std::thread left at
  // exit terminates the process), or before the process exits without that (AtExit).
  napi_add_env_cleanup_hook(env, Cleanup, nullptr);
  static bool atExitRegistered = false;
  if (!atExitRegistered) atExitRegistered = std::atexit(AtExit) == 0;
}

}  // namespace mg
