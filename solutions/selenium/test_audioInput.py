# Microphone: start Chrome with a fake microphone that needs no prompt, record, download the file.
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

TOGGLE = (By.CSS_SELECTOR, '[data-testid="record-toggle"]')
EMPTY = (By.XPATH, '//*[normalize-space()="No recordings yet."]')
FIRST_NAME = (By.XPATH, '//li/span[normalize-space()="Recording 1"]')
DOWNLOAD = (By.CSS_SELECTOR, '[data-testid="download-0"]')


@pytest.fixture
def full_browser():
    # The fake microphone is the full Chromium's, not the headless shell's.
    return True


@pytest.fixture
def chrome_arguments():
    # This module's driver gets a fake microphone (a beeping tone) and accepts the prompt.
    return ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]


def test_records_and_downloads_a_recording(driver, base_url, tmp_path):
    # Save downloads into this test's own folder, without a prompt.
    driver.execute_cdp_cmd(
        "Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    driver.get(f"{base_url}/audioInput")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(EMPTY))

    toggle = wait.until(EC.element_to_be_clickable(TOGGLE))
    toggle.click()
    wait.until(EC.text_to_be_present_in_element_attribute(TOGGLE, "aria-pressed", "true"))
    assert driver.find_element(*TOGGLE).text == "Stop Recording"
    driver.find_element(*TOGGLE).click()

    wait.until(EC.visibility_of_element_located(FIRST_NAME))
    assert driver.find_elements(*EMPTY) == []
    assert driver.find_element(*TOGGLE).get_attribute("aria-pressed") == "false"

    link = driver.find_element(*DOWNLOAD)
    assert link.get_attribute("download") == "Recording 1.webm"
    link.click()
    saved = tmp_path / "Recording 1.webm"
    wait.until(lambda d: saved.exists() and saved.stat().st_size > 0)
    # A non-empty WebM file starts with the EBML magic number 1A 45 DF A3.
    assert saved.read_bytes()[:4].hex() == "1a45dfa3"
