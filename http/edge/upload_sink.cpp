#include "http/edge/upload_sink.hpp"

#include "http/uploads.hpp"

#include <cerrno>

namespace cxs::http {

std::unique_ptr<upload_sink> upload_sink::open(const std::filesystem::path& dir, std::string_view content_type,
                                               failure& why) {
  std::unique_ptr<upload_sink> sink(new upload_sink());
  std::error_code ec;
  sink->file_ = engines::audio::temp_file::create(dir, temp_prefix("upload"), ".bin", ec);
  if (sink->file_) {
    sink->out_ = std::fopen(sink->file_->path().c_str(), "wb");
  }
  if (!sink->file_ || sink->out_ == nullptr) {
    const int err = sink->file_ ? errno : ec.value();
    why = {false, "cannot create upload file", err == EMFILE || err == ENFILE || err == ENOSPC || err == EDQUOT};
    return nullptr;
  }
  upload_sink* self = sink.get();
  multipart_callbacks callbacks;
  callbacks.on_part_begin = [self](const multipart_part& part) {
    if (part.is_file()) {
      if (part.name != "file" || self->file_seen_) {
        self->rejection_ = part.name != "file" ? "Only the form field \"file\" may carry a file."
                                               : "Only one file may be uploaded.";
        return false;
      }
      self->file_seen_ = true;
      self->in_file_ = true;
      self->filename_ = *part.filename;
      self->content_type_ = part.content_type;
      return true;
    }
    if (part.name == "file") {
      // Without a filename the part would be read as a (64 KB) text field and fail as
      // "too large": say what is wrong instead.
      self->rejection_ =
          "The file part needs a filename (Content-Disposition: form-data; name=\"file\"; filename=\"…\").";
      return false;
    }
    self->in_file_ = false;
    self->current_field_ = part.name;
    self->fields_[part.name].clear();
    return true;
  };
  callbacks.on_part_data = [self](std::string_view bytes) {
    if (!self->in_file_) {
      self->fields_[self->current_field_].append(bytes);
      return true;
    }
    self->file_bytes_ += bytes.size();
    if (std::fwrite(bytes.data(), 1, bytes.size(), self->out_) != bytes.size()) {
      self->write_failed_ = true;
      return false;
    }
    return true;
  };
  callbacks.on_part_end = [self] { self->in_file_ = false; };
  sink->form_.emplace(content_type, std::move(callbacks));
  if (sink->form_->error() != multipart_error::none) {
    why = {true, std::string(describe(sink->form_->error()))};
    return nullptr;
  }
  return sink;
}

upload_sink::~upload_sink() {
  if (out_ != nullptr) {
    std::fclose(out_);
  }
}

std::optional<upload_sink::failure> upload_sink::outcome(multipart_error error) {
  if (error == multipart_error::none) {
    return std::nullopt;
  }
  if (write_failed_) {
    return failure{false, "cannot write upload file"};
  }
  return failure{true, !rejection_.empty() ? rejection_ : std::string(describe(error))};
}

std::optional<upload_sink::failure> upload_sink::feed(std::string_view bytes) { return outcome(form_->feed(bytes)); }

std::optional<upload_sink::failure> upload_sink::finish() {
  if (auto bad = outcome(form_->finish())) {
    return bad;
  }
  const bool closed = std::fclose(out_) == 0;
  out_ = nullptr;
  if (!closed) {
    return failure{false, "cannot write upload file"};
  }
  return std::nullopt;
}

std::shared_ptr<actors::uploaded_file> upload_sink::take_file() {
  if (!file_seen_ || !file_) {
    return nullptr;
  }
  auto file = std::make_shared<actors::uploaded_file>();
  file->path = file_->path().string();
  file->bytes = file_bytes_;
  file->filename = filename_;
  file->content_type = content_type_;
  // The temporary file lives as long as someone holds the uploaded_file.
  file->owner = std::make_shared<engines::audio::temp_file>(std::move(*file_));
  file_.reset();
  return file;
}

} // namespace cxs::http
