#pragma once
// Message types that never leave this process.
//
// CAF 0.17 requires every message type to be inspectable (serializable) or put on CAF's
// "unsafe message type" whitelist, whose serialization is undefined behaviour. Our actors all
// live in one process (no middleman, no remote actors), and several messages carry things
// that have no wire form: a database connection's work (code), a shared immutable snapshot,
// an uploaded file's owner. So each message type gets an `inspect` that names the type and
// *refuses* serialization with sec::state_not_serializable: a mistake (a remote send, a
// persisted message) becomes an error, never undefined behaviour, and the compiler still
// checks that every type in a typed interface is one we declared as a message.
//
// Use CXS_LOCAL_MESSAGE(type) inside the type's namespace, right after its definition.

#include <caf/error.hpp>
#include <caf/meta/load_callback.hpp>
#include <caf/meta/save_callback.hpp>
#include <caf/meta/type_name.hpp>
#include <caf/sec.hpp>

namespace cxs::actors {

/// The answer of every local-only message's inspect to a serializer or deserializer.
[[nodiscard]] inline caf::error refuse_serialization() { return caf::make_error(caf::sec::state_not_serializable); }

} // namespace cxs::actors

#define CXS_LOCAL_MESSAGE(type)                                                                             \
  template <class Inspector>                                                                                \
  typename Inspector::result_type inspect(Inspector& f, type&) {                                            \
    return f(caf::meta::type_name(#type), caf::meta::save_callback(&::cxs::actors::refuse_serialization), \
             caf::meta::load_callback(&::cxs::actors::refuse_serialization));                             \
  }
