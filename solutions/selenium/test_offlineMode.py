# Offline mode: Chromium's driver.set_network_conditions(offline=True, …) (CDP
# Network.emulateNetworkConditions underneath) fires the page's offline event and fails its
# requests; offline=False brings it back and the page syncs its pending notes.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CONDITIONS = {"latency": 0, "download_throughput": -1, "upload_throughput": -1}


def note(k):
    return (By.CSS_SELECTOR, f'[data-testid="note-{k}"]')


def open_page(driver, base_url):
    driver.get(f"{base_url}/offlineMode")
    wait = WebDriverWait(driver, 10)
    wait.until(
        EC.text_to_be_present_in_element((By.ID, "connection-state"), "Connection: online")
    )
    return wait


def save(driver, text):
    field = driver.find_element(By.ID, "note-text")
    field.send_keys(text)
    driver.find_element(By.XPATH, '//button[normalize-space()="Save note"]').click()


def test_an_offline_note_syncs_when_the_connection_returns(driver, base_url):
    wait = open_page(driver, base_url)
    driver.set_network_conditions(offline=True, **CONDITIONS)
    wait.until(
        EC.text_to_be_present_in_element((By.ID, "connection-state"), "Connection: offline")
    )
    save(driver, "Buy milk")
    wait.until(EC.text_to_be_present_in_element(note(1), "Note 1: Buy milk"))
    assert driver.find_element(*note(1)).get_attribute("data-state") == "pending"
    assert "Pending" in driver.find_element(*note(1)).text

    driver.set_network_conditions(offline=False, **CONDITIONS)
    wait.until(EC.text_to_be_present_in_element(note(1), "Synced"))
    assert driver.find_element(*note(1)).get_attribute("data-state") == "synced"
    assert driver.find_element(By.ID, "note-counts").text == "Pending: 0 · Synced: 1"
